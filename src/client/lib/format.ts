import { findAddOn } from '#shared/domain/add-ons.js';
import { orderNumber } from '#shared/domain/order-number.js';
import { findPackage, formatUsdExact } from '#shared/domain/packages.js';
import { schoolName } from '#shared/domain/schools.js';
import { RUSH_HOURS, turnaroundGroups } from '#shared/domain/turnaround.js';

/**
 * How the client writes dates, money, counts and the names of things. The rules behind the
 * words live in src/shared/domain (package and add-on tables, schools, orderLabel, fullName,
 * statusLabel, formatUsd); this module only formats them for screens, the same way everywhere.
 */

// Dates and times, in the reader's time zone unless said otherwise.

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
/** Calendar days that are the same everywhere (payout dates, report months) are read in UTC. */
const utcDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const utcDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const utcMonthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Nov 21, 2026', or the fallback ('TBD') without a date. */
export function formatDate(iso: string | null | undefined, fallback = 'TBD'): string {
  return iso ? dateFormat.format(new Date(iso)) : fallback;
}

/** 'Nov 21, 2026, 3:30 PM', or the fallback ('TBD') without a date. */
export function formatDateTime(iso: string | null | undefined, fallback = 'TBD'): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : fallback;
}

/** '10:42 AM'. */
export function formatTime(date: Date): string {
  return timeFormat.format(date);
}

/** 'Dec 15, 2026': a calendar day (UTC). */
export function formatUtcDate(iso: string): string {
  return utcDateFormat.format(new Date(iso));
}

/** 'Dec 15': a calendar day (UTC) without its year. */
export function formatUtcDay(iso: string): string {
  return utcDayFormat.format(new Date(iso));
}

/** '2026-11' -> 'November 2026'. */
export function formatMonth(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  if (!year || !mm) return month;
  return utcMonthFormat.format(new Date(Date.UTC(year, mm - 1, 1)));
}

// Money, sizes and counts.

/** Dollars as admin screens show money, with cents: 47892 -> '$47,892.00', 12.5 -> '$12.50'. */
export function formatDollars(dollars: number): string {
  return formatUsdExact(Math.round(dollars * 100));
}

/** 1536 -> '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** '1 revision round', '2,400 characters': a count with its noun. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : plural}`;
}

/** '1,250', or 'Not specified' when unknown or zero (an empty word count). */
export function wordCountLabel(count: number | null | undefined): string {
  return count ? count.toLocaleString('en-US') : 'Not specified';
}

/** '640 words', or 'Word count not given': a length in a reviewer's list. */
export function wordsLabel(count: number | null | undefined): string {
  return count ? countOf(count, 'word') : 'Word count not given';
}

// The names of things.

/** 'core' -> 'Core'. */
export function packageName(tier: string): string {
  return findPackage(tier)?.name ?? tier;
}

/** 'core' -> 'Core Review': the package name plus 'Review'. */
export function packageLabel(tier: string): string {
  return `${packageName(tier)} Review`;
}

/** 'rush' -> 'Rush Delivery'. */
export function addOnName(id: string): string {
  return findAddOn(id)?.name ?? id;
}

/** The readable school name ('Other' included), or the fallback when none was chosen. */
export function schoolLabel(id: string | null | undefined, fallback = 'Not specified'): string {
  if (!id) return fallback;
  return schoolName(id) ?? id;
}

/** A named target school, or null for none and 'Other'. */
export function targetSchoolName(id: string | null | undefined): string | null {
  if (!id || id === 'other') return null;
  return schoolName(id) ?? id;
}

/**
 * A statement's title in a reviewer's lists: 'Personal Statement - {school} Law', or '... - Law
 * School' without a named school. The readable names end in 'Law School' or 'School of Law', so
 * that ending becomes 'Law': 'Harvard Law School' -> 'Personal Statement - Harvard Law'.
 */
export function statementTitle(targetSchool: string | null | undefined): string {
  const name = targetSchoolName(targetSchool);
  if (!name) return 'Personal Statement - Law School';
  return `Personal Statement - ${name.replace(/ (Law School|School of Law)$/, '')} Law`;
}

/** '#3F2A', as an order's ID column shows it. */
export function orderRef(id: string): string {
  return `#${orderNumber(id)}`;
}

/** The applicant's name, or 'Student' when they gave none. */
export function studentName(name: string | null | undefined): string {
  return name || 'Student';
}

// Turnaround, in words, from the one table (src/shared/domain/turnaround.ts).

/** '48-72h': the packages' fastest and slowest turnaround. */
export function turnaroundRange(): string {
  const hours = turnaroundGroups().map((group) => group.hours);
  return `${Math.min(...hours)}-${Math.max(...hours)}h`;
}

/** '72 hours for Basic and Core, 48 hours for Premium, and 24 hours with Rush Delivery'. */
export function turnaroundTerms(): string {
  const parts = turnaroundGroups()
    .reverse()
    .map(({ hours, names }) => `${hours} hours for ${names}`);
  return new Intl.ListFormat('en-US', { type: 'conjunction' }).format([
    ...parts,
    `${RUSH_HOURS} hours with Rush Delivery`,
  ]);
}

/** 'Premium in 48 hours, Basic and Core in 72 hours, or 24 hours with Rush Delivery'. */
export function turnaroundChoices(): string {
  const parts = turnaroundGroups().map(({ hours, names }) => `${names} in ${hours} hours`);
  return new Intl.ListFormat('en-US', { type: 'disjunction' }).format([
    ...parts,
    `${RUSH_HOURS} hours with Rush Delivery`,
  ]);
}
