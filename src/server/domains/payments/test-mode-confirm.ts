import { and, eq, sql } from 'drizzle-orm';
import { parseExpiry } from '../../../shared/domain/cards.js';
import { isPayable } from '../../../shared/domain/payment-status.js';
import { AppError } from '../../../shared/errors.js';
import type {
  TestModeConfirmBody,
  TestModeConfirmResponse,
} from '../../../shared/schemas/payments.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { payments, submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import { refuseNewOrdersInMaintenance } from '../settings/settings.js';
import { applyProviderEvent } from './apply-event.js';
import {
  HELD_PAYMENT_MESSAGE,
  REPLACED_CHECKOUT_MESSAGE,
} from '../../../shared/domain/payment-messages.js';
import { newTestEventId, testCardDecline, testIntentOf } from './providers/test-mode.js';

function expired(expiry: string, now: Date): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) throw new AppError('validation', 'Enter the expiration date as MM / YY.');
  // A card is valid through the last day of its expiry month.
  return new Date(Date.UTC(parsed.year, parsed.month, 1)) <= now;
}

const paymentOfSecret = preparedPerDatabase((db) =>
  db
    .select({ payment: payments, applicantId: submissions.applicantId })
    .from(payments)
    .innerJoin(submissions, eq(submissions.id, payments.submissionId))
    .where(
      and(
        eq(payments.provider, 'test'),
        eq(payments.providerIntentId, sql.placeholder('intent')),
        eq(payments.clientSecret, sql.placeholder('secret')),
      ),
    )
    .prepare('test_payment_of_secret'),
);

/**
 * Charges a test card and settles the result through the same path as the processor's
 * webhook, so test mode exercises the production flow. Like the processor, it charges the
 * intent's current amount (repriced with the draft) and refuses a cancelled intent.
 */
export async function confirmTestPayment(
  ctx: ActorContext,
  body: TestModeConfirmBody,
): Promise<TestModeConfirmResponse> {
  // Found by its intent (the unique provider-and-intent index), then the whole secret must match:
  // a lookup by the secret alone read every payment (1 s at 1,000,000 orders).
  const secretIntent = testIntentOf(body.clientSecret);
  const [row] = secretIntent
    ? await paymentOfSecret(ctx.db).execute({ intent: secretIntent, secret: body.clientSecret })
    : [];
  if (!row || row.applicantId !== ctx.actor.id) {
    throw new AppError('not_found', 'This payment was not found. Reload checkout and try again.');
  }
  const { payment } = row;
  if (payment.status === 'succeeded') {
    throw new AppError('conflict', 'This order is already paid.');
  }
  if (payment.status === 'canceled') {
    throw new AppError('conflict', REPLACED_CHECKOUT_MESSAGE);
  }
  if (!isPayable(payment.status)) {
    throw new AppError('conflict', HELD_PAYMENT_MESSAGE);
  }
  if (payment.purpose === 'order') await refuseNewOrdersInMaintenance(ctx.db);

  const decline = expired(body.expiry, ctx.clock())
    ? 'Your card has expired.'
    : testCardDecline(body.cardNumber);
  const intentId = payment.providerIntentId;
  const result = await applyProviderEvent(ctx, {
    provider: 'test',
    event: decline
      ? { id: newTestEventId(), type: 'payment_failed', intentId, failureMessage: decline }
      : {
          id: newTestEventId(),
          type: 'payment_succeeded',
          intentId,
          amountReceivedCents: payment.amountCents,
        },
  });
  // 402 with the processor's message: the checkout shows it as 'Payment Failed'.
  if (decline) throw new AppError('payment_declined', decline);
  return result === 'needs_attention'
    ? { status: 'needs_attention', message: HELD_PAYMENT_MESSAGE }
    : { status: 'succeeded' };
}
