import { randomUUID } from 'node:crypto';
import type { AddOnId } from '../../../shared/domain/add-ons.js';
import { payments } from '../../db/schema/index.js';
import type { PaymentsContext } from './payments-context.js';

/**
 * Opens a charge at the card processor and records it, in the caller's transaction (ctx.db):
 * the order's own charge, or one for add-ons bought after payment.
 */
export async function openCharge(
  ctx: PaymentsContext,
  charge: {
    submissionId: string;
    purpose: 'order' | 'add_ons';
    addOns?: AddOnId[];
    amountCents: number;
    description: string;
  },
): Promise<{ clientSecret: string; amountCents: number }> {
  const { submissionId, amountCents } = charge;
  const paymentId = randomUUID();
  const intent = await ctx.payments.createIntent({
    amountCents,
    currency: 'usd',
    paymentId,
    submissionId,
    description: charge.description,
  });
  await ctx.db.insert(payments).values({
    id: paymentId,
    submissionId,
    purpose: charge.purpose,
    ...(charge.addOns ? { addOns: charge.addOns } : {}),
    amountCents,
    provider: ctx.payments.name,
    providerIntentId: intent.intentId,
    clientSecret: intent.clientSecret,
    createdAt: ctx.clock(),
  });
  return { clientSecret: intent.clientSecret, amountCents };
}
