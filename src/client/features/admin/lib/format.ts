import { addOns } from '../../../../shared/domain/add-ons.js';
import { orderNumber } from '../../../../shared/domain/cards.js';
import { findPackage, formatUsd } from '../../../../shared/domain/packages.js';

/** 'Order #3F2A' (SPEC section 9: the last 4 characters of the id). */
export function orderLabel(id: string): string {
  return `Order #${orderNumber(id)}`;
}

/** '#3F2A' for the Order ID column. */
export function orderRef(id: string): string {
  return `#${orderNumber(id)}`;
}

/** 'core' -> 'Core'. */
export function packageName(tier: string): string {
  return findPackage(tier)?.name ?? tier;
}

/** 'rush' -> 'Rush Delivery'. */
export function addOnName(id: string): string {
  return addOns.find((addOn) => addOn.id === id)?.name ?? id;
}

/** The applicant's name, or SPEC's 'Student' when they gave none. */
export function studentName(name: string | null | undefined): string {
  return name || 'Student';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Nov 21, 2026', or the fallback (SPEC's 'TBD') without a date. */
export function formatDate(iso: string | null | undefined, fallback = 'TBD'): string {
  return iso ? dateFormat.format(new Date(iso)) : fallback;
}

/** 'Nov 21, 2026, 3:30 PM', or the fallback without a date. */
export function formatDateTime(iso: string | null | undefined, fallback = 'TBD'): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : fallback;
}

/** '2026-11' -> 'November 2026'. */
export function monthName(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  if (!year || !mm) return month;
  return monthFormat.format(new Date(Date.UTC(year, mm - 1, 1)));
}

/** Whole dollars as the stat card shows them: 47892 -> '$47,892', 12.5 -> '$12.50'. */
export function formatDollars(dollars: number): string {
  return formatUsd(Math.round(dollars * 100));
}

export { formatUsd as formatCents };

/** 1536 -> '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
