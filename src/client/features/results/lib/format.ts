import { findPackage } from '../../../../shared/domain/packages.js';
import { schoolName } from '../../../../shared/domain/schools.js';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 'Nov 21, 2025, 3:30 PM', or the fallback when there is no date. */
export function formatDateTime(iso: string | null | undefined, fallback: string): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : fallback;
}

/** 'core' -> 'Core Review'. */
export function packageLabel(tier: string): string {
  return `${findPackage(tier)?.name ?? tier} Review`;
}

/** The readable school name; 'Law School' when none was chosen. */
export function schoolLabel(id: string | null | undefined): string {
  return schoolName(id) ?? 'Law School';
}

/** SPEC section 9: an order's number is the last 4 characters of its id. */
export function orderNumber(id: string): string {
  return `Order #${id.slice(-4).toUpperCase()}`;
}

/** 'Jane Doe', or '' without a name. */
export function personName(
  person: { firstName: string | null; lastName: string | null } | null | undefined,
): string {
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
}

/** '1 revision round', '2 revision rounds'. */
export function revisionRounds(count: number): string {
  return `${count} revision round${count === 1 ? '' : 's'}`;
}
