import { z } from 'zod';
import { cardDigits, parseExpiry } from '#shared/domain/cards.js';

/** What the test-mode card form collects, as typed (formatted). */
export interface TestCardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const emptyTestCard: TestCardValues = { cardNumber: '', expiry: '', cvc: '' };

const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 12;

/** '4242424242424242' -> '4242 4242 4242 4242' (groups of four, at most 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1234' -> '12 / 34'. A first digit of 2-9 can only be a month on its own, so it becomes '02'
 * to '09'. Only digits are kept, so deleting the separator deletes through it naturally.
 */
export function formatExpiry(input: string): string {
  let digits = cardDigits(input).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The 3 or 4 digit code on the card: digits only. */
export function formatSecurityCode(input: string): string {
  return cardDigits(input).slice(0, 4);
}

/**
 * The form's own checks: only that each field is complete. Whether the card is valid, expired or
 * declined is the processor's answer (test cards: docs/product.md §3 Money), shown as it words it.
 */
export function cardNumberProblem(value: string): string | undefined {
  const digits = cardDigits(value);
  if (digits.length === 0) return 'Enter your card number.';
  if (digits.length < MIN_CARD_DIGITS) return 'Your card number is incomplete.';
  return undefined;
}

export function expiryProblem(value: string): string | undefined {
  const digits = cardDigits(value);
  if (digits.length === 0) return 'Enter the expiration date as MM / YY.';
  if (digits.length < 4) return "Your card's expiration date is incomplete.";
  if (!parseExpiry(value)) return "Your card's expiration month is invalid.";
  return undefined;
}

export function securityCodeProblem(value: string): string | undefined {
  const digits = cardDigits(value);
  if (digits.length === 0) return 'Enter the 3 or 4 digit security code.';
  if (digits.length < 3) return "Your card's security code is incomplete.";
  return undefined;
}

/** A field that is checked by one of the functions above (its message, or nothing). */
const checkedBy = (problem: (value: string) => string | undefined) =>
  z.string().superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** The test card form's schema, for its resolver. */
export const testCardForm = z.object({
  cardNumber: checkedBy(cardNumberProblem),
  expiry: checkedBy(expiryProblem),
  cvc: checkedBy(securityCodeProblem),
});
