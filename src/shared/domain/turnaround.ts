import type { AddOnId } from './add-ons.js';
import { packageOf, packageTiers, type PackageTier } from './packages.js';

export const HOUR_MS = 60 * 60 * 1000;

/**
 * Hours from payment to deadline per package (docs/product.md §4 Deadlines), from the package
 * table.
 */
export const turnaroundHours = Object.fromEntries(
  packageTiers.map((tier) => [tier, packageOf(tier).turnaroundHours]),
) as Readonly<Record<PackageTier, number>>;
export const RUSH_HOURS = 24;
export const REVISION_HOURS = 72;

/** The longest a round's clock can run: the slowest package, rush or a revision round. */
export const LONGEST_ROUND_HOURS = Math.max(
  ...Object.values(turnaroundHours),
  RUSH_HOURS,
  REVISION_HOURS,
);

/**
 * The packages grouped by turnaround, fastest first, for the pages that state it in words:
 * [{ hours: 48, names: 'Premium' }, { hours: 72, names: 'Basic and Core' }].
 */
export function turnaroundGroups(): { hours: number; names: string }[] {
  const byHours = new Map<number, string[]>();
  for (const tier of packageTiers) {
    const hours = turnaroundHours[tier];
    byHours.set(hours, [...(byHours.get(hours) ?? []), packageOf(tier).name]);
  }
  const and = new Intl.ListFormat('en-US', { type: 'conjunction' });
  return [...byHours]
    .sort(([a], [b]) => a - b)
    .map(([hours, names]) => ({ hours, names: and.format(names) }));
}

const hasRush = (addOns: readonly AddOnId[]) => addOns.includes('rush');

export function deliveryHours(tier: PackageTier, addOns: readonly AddOnId[]): number {
  return hasRush(addOns) ? RUSH_HOURS : packageOf(tier).turnaroundHours;
}

/** A revision round's turnaround: 72 h, or 24 h with rush. */
export function revisionHours(addOns: readonly AddOnId[]): number {
  return hasRush(addOns) ? RUSH_HOURS : REVISION_HOURS;
}

/** The deadline of an order paid at `paidAt`. */
export function etaFrom(paidAt: Date, tier: PackageTier, addOns: readonly AddOnId[]): Date {
  return new Date(paidAt.getTime() + deliveryHours(tier, addOns) * HOUR_MS);
}

/** A revision request's new deadline: 72 h, or 24 h with rush. */
export function revisionEtaFrom(requestedAt: Date, addOns: readonly AddOnId[]): Date {
  return new Date(requestedAt.getTime() + revisionHours(addOns) * HOUR_MS);
}

/** Revision cycles: the package's (basic 0, core 1, premium 1), plus one per extra_revision. */
export function revisionCycles(tier: PackageTier, addOns: readonly AddOnId[]): number {
  return packageOf(tier).revisionCycles + addOns.filter((id) => id === 'extra_revision').length;
}
