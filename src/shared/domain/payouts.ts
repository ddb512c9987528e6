import { packageOf, type PackageTier } from './packages.js';

/**
 * Reviewer payout per delivered order, in cents (docs/product.md §3 Money): the package table's.
 */
export function payoutCents(tier: PackageTier): number {
  return packageOf(tier).payoutCents;
}

/** The day of each month payouts are made, at 00:00 UTC. */
export const PAYOUT_DAY = 15;

/** Payouts are made on the 15th of each month: the next such date after `now` (UTC). */
export function nextPayoutDate(now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const thisMonth = new Date(Date.UTC(y, m, PAYOUT_DAY));
  return now < thisMonth ? thisMonth : new Date(Date.UTC(y, m + 1, PAYOUT_DAY));
}

/** The last payout at or before `now` (UTC): what was delivered since is still pending. */
export function lastPayoutDate(now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const thisMonth = new Date(Date.UTC(y, m, PAYOUT_DAY));
  return now < thisMonth ? new Date(Date.UTC(y, m - 1, PAYOUT_DAY)) : thisMonth;
}
