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

/** SPEC's queue wording: 'Personal Statement - Harvard Law', or 'Law School' without a school. */
export function statementTitle(id: string | null | undefined): string {
  const name = id && id !== 'other' ? schoolName(id) : undefined;
  return `Personal Statement - ${name ? name.replace(/ (School of )?Law( School)?$/u, '') + ' Law' : 'Law School'}`;
}

/** Add-ons a reviewer must know about, by name (Rush Delivery, T14 Reviewer Match, ...). */
export function addOnNames(ids: readonly string[]): string[] {
  return ids.map((id) => findAddOn(id)?.name ?? id);
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
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** 'Nov 21, 2025', or the fallback when there is no date. */
export function formatDate(iso: string | null | undefined, fallback: string): string {
  return iso ? dateFormat.format(new Date(iso)) : fallback;
}

/** 'Nov 21, 2025, 3:30 PM', or the fallback when there is no date. */
export function formatDateTime(iso: string | null | undefined, fallback: string): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : fallback;
}

/** '10:42 AM'. */
export function formatTime(date: Date): string {
  return timeFormat.format(date);
}

/** '1,250', or 'Not specified' when unknown or zero (SPEC: empty word count). */
export function wordCountLabel(count: number | null | undefined): string {
  return count ? count.toLocaleString('en-US') : 'Not specified';
}
