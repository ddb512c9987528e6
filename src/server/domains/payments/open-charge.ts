import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AddOnId } from '../../../shared/domain/add-ons.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { payments } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import type { PaymentDeps, PaymentsContext } from './payments-context.js';

const placeholder = sql.placeholder;

/** A charge's row, prepared once: building the insert cost more JavaScript than running it. */
const chargeInsert = preparedPerDatabase((db) =>
  db
    .insert(payments)
    .values({
      id: placeholder('id'),
      submissionId: placeholder('submissionId'),
      purpose: placeholder('purpose'),
      addOns: placeholder('addOns'),
      amountCents: placeholder('amountCents'),
      provider: placeholder('provider'),
      providerIntentId: placeholder('providerIntentId'),
      clientSecret: placeholder('clientSecret'),
      createdAt: placeholder('createdAt'),
    })
    .prepare('open_charge'),
);

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
  await chargeInsert(ctx.db).execute({
    id: paymentId,
    submissionId,
    purpose: charge.purpose,
    addOns: charge.addOns ?? [],
    amountCents,
    provider: ctx.payments.name,
    providerIntentId: intent.intentId,
    clientSecret: intent.clientSecret,
    createdAt: ctx.clock(),
  });
  return { clientSecret: intent.clientSecret, amountCents };
}

/**
 * Whether an unpaid charge was opened with the other provider: in test mode before the Stripe
 * keys were set, or with Stripe before going back to test mode. The provider in use cannot take
 * it (its client secret means nothing to this card form, and this provider does not know its
 * intent), so checkout cancels it and opens a new one instead of offering it.
 */
export function openedElsewhere(ctx: PaymentDeps, charge: { provider: string }): boolean {
  return charge.provider !== ctx.payments.name;
}

/**
 * Whether a charge opened with the other provider can still take money there: a card
 * processor's, while this server runs in test mode (its checkout may be paid in a tab left
 * open, and its webhook arrives once the keys are back). A test-mode charge cannot: its card
 * form exists only in test mode, and it took no real money.
 */
export function payableElsewhere(ctx: PaymentDeps, charge: { provider: string }): boolean {
  return openedElsewhere(ctx, charge) && charge.provider !== 'test';
}

/**
 * Retires an unpaid charge that can no longer be paid (replaced by a newer checkout, or
 * cancelled at the processor): checkout then opens a new one instead of handing it back.
 */
export async function retireCharge(db: Database, paymentId: string): Promise<void> {
  await db.update(payments).set({ status: 'canceled' }).where(eq(payments.id, paymentId));
}
