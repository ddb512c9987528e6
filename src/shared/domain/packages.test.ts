import { describe, expect, it } from 'vitest';
import { payoutCents } from './payouts.js';
import {
  findPackage,
  formatUsd,
  isPackageTier,
  packageOf,
  packageTiers,
  reviewPackages,
} from './packages.js';
import { turnaroundHours } from './turnaround.js';

describe('review packages', () => {
  it('prices the three packages as SPEC section 9 lists them', () => {
    expect(reviewPackages.map((pkg) => [pkg.id, formatUsd(pkg.priceCents)])).toEqual([
      ['basic', '$99'],
      ['core', '$299'],
      ['premium', '$899'],
    ]);
    expect(reviewPackages.filter((pkg) => pkg.recommended).map((pkg) => pkg.id)).toEqual(['core']);
  });

  it('recognises only the known tiers', () => {
    expect(isPackageTier('premium')).toBe(true);
    expect(isPackageTier('gold')).toBe(false);
    expect(findPackage('basic')?.turnaround).toBe('3 days');
    expect(findPackage('gold')).toBeUndefined();
  });

  it('holds every fact of a package in one row: payout, turnaround and revision cycles', () => {
    expect(reviewPackages.map((pkg) => pkg.id)).toEqual([...packageTiers]);
    expect(
      reviewPackages.map((pkg) => [
        pkg.id,
        pkg.payoutCents,
        pkg.turnaroundHours,
        pkg.revisionCycles,
      ]),
    ).toEqual([
      ['basic', 6_900, 72, 0],
      ['core', 8_900, 72, 1],
      ['premium', 17_900, 48, 1],
    ]);
    expect(packageOf('premium')).toBe(findPackage('premium'));
    expect(payoutCents('core')).toBe(8_900);
    expect(turnaroundHours).toEqual({ basic: 72, core: 72, premium: 48 });
  });

  it('formats cents as US dollars', () => {
    expect(formatUsd(4_789_200)).toBe('$47,892');
    expect(formatUsd(12_345)).toBe('$123.45');
  });
});
