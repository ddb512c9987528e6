import { describe, expect, it } from 'vitest';
import {
  cardNumberProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  securityCodeProblem,
} from './card-format';
import { parsePurchase } from './purchase';

describe('card input masks', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4000 0000 0000 0002', '4000 0000 0000 0002'],
    ['4242-42', '4242 42'],
    ['4242', '4242'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
    ['', ''],
  ])('groups the card number %j as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1234', '12 / 34'],
    ['12 / 34', '12 / 34'],
    ['12/345', '12 / 34'],
    ['4', '04'],
    ['429', '04 / 29'],
    ['12 / ', '12'],
  ])('writes the expiry %j as %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('keeps up to four digits of the security code', () => {
    expect(formatSecurityCode('12a34 5')).toBe('1234');
  });
});

describe('card form checks', () => {
  it('asks for complete fields and leaves the rest to the processor', () => {
    expect(cardNumberProblem('')).toBe('Enter your card number.');
    expect(cardNumberProblem('4242 4242')).toBe('Your card number is incomplete.');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBeUndefined();
    expect(expiryProblem('')).toBe('Enter the expiration date as MM / YY.');
    expect(expiryProblem('12 / 3')).toBe("Your card's expiration date is incomplete.");
    expect(expiryProblem('13 / 30')).toBe("Your card's expiration month is invalid.");
    expect(expiryProblem('01 / 20')).toBeUndefined();
    expect(securityCodeProblem('')).toBe('Enter the 3 or 4 digit security code.');
    expect(securityCodeProblem('12')).toBe("Your card's security code is incomplete.");
    expect(securityCodeProblem('123')).toBeUndefined();
  });
});

describe('parsePurchase', () => {
  it('reads the addOns parameter: absent is the order itself', () => {
    expect(parsePurchase(null)).toEqual({ kind: 'order' });
    expect(parsePurchase('extra_revision, rush,rush,gold')).toEqual({
      kind: 'add_ons',
      addOns: ['rush', 'extra_revision'],
    });
    expect(parsePurchase('')).toEqual({ kind: 'add_ons', addOns: [] });
  });
});
