import { describe, expect, it } from 'vitest';
import { findPackage, formatUsd, isPackageTier, reviewPackages } from './packages.js';

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

  it('formats cents as US dollars', () => {
    expect(formatUsd(4_789_200)).toBe('$47,892');
    expect(formatUsd(12_345)).toBe('$123.45');
  });
});
