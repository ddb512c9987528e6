import { z } from 'zod';
import { addOnIds } from '../domain/add-ons.js';
import { packageTiers } from '../domain/packages.js';

/** The client's body; the server prices the stored order, not this (docs/product.md §3 Money). */
export const createPaymentIntentBody = z.object({
  submissionId: z.uuid('Open checkout from your submission: the order id is missing.'),
  packageTier: z.enum(packageTiers).optional(),
  addOns: z.array(z.string()).optional(),
  userId: z.string().nullish(),
});

export const addOnIntentBody = z.object({
  addOns: z
    .array(z.enum(addOnIds, 'Unknown add-on.'))
    .min(1, 'Choose at least one add-on.')
    .max(addOnIds.length),
});

export const paymentIntentResponse = z.object({
  clientSecret: z.string(),
  amountCents: z.number().int(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

export const paymentConfigResponse = z.object({
  provider: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponse>;

/** The test-mode card form (docs/product.md §3 Money): the processor's public test cards. */
export const testModeConfirmBody = z.object({
  clientSecret: z.string().min(10).max(200),
  cardNumber: z
    .string()
    .trim()
    .min(1, 'Enter your card number.')
    .max(30, 'Your card number is invalid.'),
  expiry: z
    .string()
    .trim()
    .regex(/^\d{1,2}\s*\/\s*(\d{2}|\d{4})$/, 'Enter the expiration date as MM / YY.'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
});
export type TestModeConfirmBody = z.infer<typeof testModeConfirmBody>;

/** needs_attention: the card was charged but the amount did not match the order; it was held. */
export const testModeConfirmResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded') }),
  z.object({ status: z.literal('needs_attention'), message: z.string() }),
]);
export type TestModeConfirmResponse = z.infer<typeof testModeConfirmResponse>;

/** GET /api/submissions/{id}/receipts: the charges taken for the applicant's own order. */
export const receipt = z.object({
  id: z.string(),
  purpose: z.enum(['order', 'add_ons']),
  addOns: z.array(z.enum(addOnIds)),
  chargedCents: z.number().int(),
  refundedCents: z.number().int(),
  paidAt: z.iso.datetime({ offset: true }),
});
export type Receipt = z.infer<typeof receipt>;
