import { describe, expect, it } from 'vitest';
import { orderSuits, spareCapacity } from './eligibility.js';

const profile = { premiumOnly: false, acceptRush: true, t14: false };

describe('queue rules', () => {
  it('hides non-premium orders from premium-only reviewers', () => {
    expect(orderSuits({ ...profile, premiumOnly: true }, { packageTier: 'core', addOns: [] })).toBe(
      false,
    );
    expect(
      orderSuits({ ...profile, premiumOnly: true }, { packageTier: 'premium', addOns: [] }),
    ).toBe(true);
  });

  it('hides rush orders from reviewers who do not accept rush', () => {
    expect(
      orderSuits({ ...profile, acceptRush: false }, { packageTier: 'basic', addOns: ['rush'] }),
    ).toBe(false);
    expect(orderSuits(profile, { packageTier: 'basic', addOns: ['rush'] })).toBe(true);
  });

  it('gives T14 reviewer orders only to T14 reviewers', () => {
    expect(orderSuits(profile, { packageTier: 'core', addOns: ['t14_reviewer'] })).toBe(false);
    expect(
      orderSuits({ ...profile, t14: true }, { packageTier: 'core', addOns: ['t14_reviewer'] }),
    ).toBe(true);
  });

  it('counts spare weekly capacity; unavailable or deactivated means none', () => {
    expect(spareCapacity({ weeklyCapacity: 5, active: true }, 2)).toBe(3);
    expect(spareCapacity({ weeklyCapacity: 3, active: true }, 4)).toBe(0);
    expect(spareCapacity({ weeklyCapacity: 0, active: true }, 0)).toBe(0);
    expect(spareCapacity({ weeklyCapacity: 7, active: false }, 0)).toBe(0);
  });
});
