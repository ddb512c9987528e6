import type { AddOnId } from './add-ons.js';
import type { PackageTier } from './packages.js';

const HOUR_MS = 60 * 60 * 1000;

/** Hours from payment to deadline (PRODUCT.md section 2): one table, read everywhere. */
export const turnaroundHours: Record<PackageTier, number> = { basic: 72, core: 72, premium: 48 };
export const RUSH_HOURS = 24;
export const REVISION_HOURS = 72;

export function deliveryHours(tier: PackageTier, addOns: readonly AddOnId[]): number {
  return addOns.includes('rush') ? RUSH_HOURS : turnaroundHours[tier];
}

/** The deadline of an order paid at `paidAt`. */
export function etaFrom(paidAt: Date, tier: PackageTier, addOns: readonly AddOnId[]): Date {
  return new Date(paidAt.getTime() + deliveryHours(tier, addOns) * HOUR_MS);
}

/** A revision request's new deadline: 72 h, or 24 h with rush. */
export function revisionEtaFrom(requestedAt: Date, addOns: readonly AddOnId[]): Date {
  const hours = addOns.includes('rush') ? RUSH_HOURS : REVISION_HOURS;
  return new Date(requestedAt.getTime() + hours * HOUR_MS);
}

/** Revision cycles: basic 0, core 1, premium 1, plus one per extra_revision. */
export function revisionCycles(tier: PackageTier, addOns: readonly AddOnId[]): number {
  const base = tier === 'basic' ? 0 : 1;
  return base + addOns.filter((id) => id === 'extra_revision').length;
}
