import { findAddOn } from '../../../../shared/domain/add-ons.js';
import { findPackage } from '../../../../shared/domain/packages.js';
import { schoolName } from '../../../../shared/domain/schools.js';

/** 'core' -> 'Core Review' (SPEC: the tier plus 'Review'). */
export function packageLabel(tier: string): string {
  return `${findPackage(tier)?.name ?? tier} Review`;
}

/** The readable school name, 'Not specified' when empty. */
export function schoolLabel(id: string | null | undefined): string {
  if (!id) return 'Not specified';
  return schoolName(id) ?? id;
}

export function addOnLabel(id: string): string {
  return findAddOn(id)?.name ?? id;
}

/** SPEC section 9: an order's number is the last 4 characters of its id. */
export function orderNumber(id: string): string {
  return `Order #${id.slice(-4).toUpperCase()}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 'Nov 21, 2025', or the fallback when there is no date. */
export function formatDate(iso: string | null | undefined, fallback: string): string {
  return iso ? dateFormat.format(new Date(iso)) : fallback;
}

/** 'Nov 21, 2025, 3:30 PM', or the fallback when there is no date. */
export function formatDateTime(iso: string | null | undefined, fallback: string): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : fallback;
}

/** '1,250', or 'Not specified' when unknown or zero (SPEC: empty word count). */
export function wordCountLabel(count: number | null | undefined): string {
  return count ? count.toLocaleString('en-US') : 'Not specified';
}

/** The reviewer's full name as the applicant sees it. */
export function personName(
  person: { firstName: string | null; lastName: string | null } | null | undefined,
): string {
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
}

/** Where a draft is paid: SPEC section 4's checkout address. */
export function checkoutPath(submission: { id: string; packageTier: string }): string {
  return `/checkout/${submission.packageTier}?submissionId=${encodeURIComponent(submission.id)}`;
}
