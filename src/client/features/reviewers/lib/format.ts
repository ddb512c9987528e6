import { orderNumber as orderDigits } from '../../../../shared/domain/cards.js';
import { findPackage } from '../../../../shared/domain/packages.js';
import { schoolName } from '../../../../shared/domain/schools.js';

/** 'core' -> 'Core Review' (SPEC: the tier plus 'Review'). */
export function packageLabel(tier: string): string {
  return `${findPackage(tier)?.name ?? tier} Review`;
}

/** The school's readable name, or null for none and 'Other'. */
export function targetSchoolName(id: string | null | undefined): string | null {
  if (!id || id === 'other') return null;
  return schoolName(id) ?? id;
}

/**
 * SPEC's item title 'Personal Statement - {school} Law', or '... - Law School' without one. The
 * readable names end in 'Law School' or 'School of Law', so that ending is replaced by 'Law':
 * 'Harvard Law School' -> 'Personal Statement - Harvard Law'.
 */
export function assignmentTitle(targetSchool: string | null | undefined): string {
  const name = targetSchoolName(targetSchool);
  if (!name) return 'Personal Statement - Law School';
  const short = name.replace(/ (Law School|School of Law)$/, '');
  return `Personal Statement - ${short} Law`;
}

/** 'Order #1A2B' (SPEC section 9: the last 4 characters of the id). */
export function orderLabel(id: string): string {
  return `Order #${orderDigits(id)}`;
}

/** '640 words', or 'Word count not given'. */
export function wordCountLabel(count: number | null | undefined): string {
  return count ? `${count.toLocaleString('en-US')} words` : 'Word count not given';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
/** Payout dates are calendar days in UTC (the 15th). */
const payoutDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const payoutDateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

/** 'Nov 21, 2026', or the fallback when there is no date. */
export function formatDate(iso: string | null | undefined, fallback = 'TBD'): string {
  return iso ? dateFormat.format(new Date(iso)) : fallback;
}

/** 'Nov 21, 2026, 3:30 PM', or the fallback when there is no date. */
export function formatDateTime(iso: string | null | undefined, fallback = 'TBD'): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : fallback;
}

/** 'Dec 15' for the Next Payout line. */
export function formatPayoutDay(iso: string): string {
  return payoutDayFormat.format(new Date(iso));
}

/** 'Dec 15, 2026' for the payout list. */
export function formatPayoutDate(iso: string): string {
  return payoutDateFormat.format(new Date(iso));
}
