/** Review packages of SPEC section 9: one table, read by the landing page, submit and checkout. */
export const packageTiers = ['basic', 'core', 'premium'] as const;
export type PackageTier = (typeof packageTiers)[number];

export interface ReviewPackage {
  id: PackageTier;
  name: string;
  /** Price in integer US cents. */
  priceCents: number;
  /** Turnaround as told to customers. */
  turnaround: string;
  contents: readonly string[];
  recommended: boolean;
}

export const reviewPackages: readonly ReviewPackage[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceCents: 9_900,
    turnaround: '3 days',
    contents: [
      'Comments-only feedback',
      'One pass of comments',
      '3-5 high-impact suggestions',
      'No revisions',
    ],
    recommended: false,
  },
  {
    id: 'core',
    name: 'Core',
    priceCents: 29_900,
    turnaround: '2-3 days',
    contents: ['Line edits plus detailed memo', 'Comprehensive feedback', '1 revision cycle'],
    recommended: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 89_900,
    turnaround: '48 hours',
    contents: ['Everything in Core', 'Diversity essay mini-review', '30-minute coaching call'],
    recommended: false,
  },
];

/** The package selected when nothing else was chosen. */
export const defaultPackageTier: PackageTier = 'core';

export function isPackageTier(value: string): value is PackageTier {
  return (packageTiers as readonly string[]).includes(value);
}

export function findPackage(tier: string): ReviewPackage | undefined {
  return reviewPackages.find((pkg) => pkg.id === tier);
}

/** 9900 -> '$99', 12345 -> '$123.45', 4789200 -> '$47,892'. */
export function formatUsd(cents: number): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
