/**
 * Review packages (docs/product.md §3 Money, §4 Deadlines): one table of every fact about a
 * package, read by the landing page, submit, checkout, deadlines, revisions and payouts.
 */
export const packageTiers = ['basic', 'core', 'premium'] as const;
export type PackageTier = (typeof packageTiers)[number];

export interface ReviewPackage {
  id: PackageTier;
  name: string;
  /** Price in integer US cents. */
  priceCents: number;
  /** The reviewer's payout per delivered review, in integer US cents. */
  payoutCents: number;
  /** Hours from payment to the deadline (without rush). */
  turnaroundHours: number;
  /** Turnaround as told to customers. */
  turnaround: string;
  /** Revision rounds included, before extra revisions bought as add-ons. */
  revisionCycles: number;
  contents: readonly string[];
  recommended: boolean;
}

const packageTable: Readonly<Record<PackageTier, Omit<ReviewPackage, 'id'>>> = {
  basic: {
    name: 'Basic',
    priceCents: 9_900,
    payoutCents: 6_900,
    turnaroundHours: 72,
    turnaround: '3 days',
    revisionCycles: 0,
    contents: [
      'Comments-only feedback',
      'One pass of comments',
      '3-5 high-impact suggestions',
      'No revisions',
    ],
    recommended: false,
  },
  core: {
    name: 'Core',
    priceCents: 29_900,
    payoutCents: 8_900,
    turnaroundHours: 72,
    turnaround: '2-3 days',
    revisionCycles: 1,
    contents: ['Line edits plus detailed memo', 'Comprehensive feedback', '1 revision cycle'],
    recommended: true,
  },
  premium: {
    name: 'Premium',
    priceCents: 89_900,
    payoutCents: 17_900,
    turnaroundHours: 48,
    turnaround: '48 hours',
    revisionCycles: 1,
    contents: ['Everything in Core', 'Diversity essay mini-review', '30-minute coaching call'],
    recommended: false,
  },
};

/** The packages in the order they are offered. */
export const reviewPackages: readonly ReviewPackage[] = packageTiers.map((id) => ({
  id,
  ...packageTable[id],
}));

/** The package of a known tier (every tier has a row). */
export function packageOf(tier: PackageTier): ReviewPackage {
  return reviewPackages[packageTiers.indexOf(tier)]!;
}

/** The package selected when nothing else was chosen. */
export const defaultPackageTier: PackageTier = 'core';

export function isPackageTier(value: string): value is PackageTier {
  return (packageTiers as readonly string[]).includes(value);
}

export function findPackage(tier: string): ReviewPackage | undefined {
  return reviewPackages.find((pkg) => pkg.id === tier);
}

// Made once: building an Intl formatter costs far more than formatting with it.
const usdWithCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Money as admin screens and the audit log show it, always with cents: "$899.00". */
export function formatUsdExact(cents: number): string {
  return usdWithCents.format(cents / 100);
}

/** 9900 -> '$99', 12345 -> '$123.45', 4789200 -> '$47,892'. */
export function formatUsd(cents: number): string {
  return (cents % 100 === 0 ? usdWhole : usdWithCents).format(cents / 100);
}
