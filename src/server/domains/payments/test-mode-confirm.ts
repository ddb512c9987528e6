import { eq } from 'drizzle-orm';
import { parseExpiry } from '../../../shared/domain/cards.js';
import { AppError } from '../../../shared/errors.js';
import type { TestModeConfirmBody } from '../../../shared/schemas/payments.js';
import { payments, submissions } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/sessions.js';
import { applyProviderEvent } from './apply-event.js';
import { newTestEventId, testCardDecline } from './providers/test-mode.js';

function expired(expiry: string, now: Date): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) throw new AppError('validation', 'Enter the expiration date as MM / YY.');
  // A card is valid through the last day of its expiry month.
  return new Date(Date.UTC(parsed.year, parsed.month, 1)) <= now;
}

/**
 * Charges a test card and settles the result through the same path as the processor's
 * webhook, so test mode exercises the production flow.
 */
export async function confirmTestPayment(
  deps: Deps,
  actor: SessionUser,
  body: TestModeConfirmBody,
): Promise<void> {
  const [row] = await deps.db
    .select({ payment: payments, applicantId: submissions.applicantId })
    .from(payments)
    .innerJoin(submissions, eq(submissions.id, payments.submissionId))
    .where(eq(payments.clientSecret, body.clientSecret));
  if (!row || row.applicantId !== actor.id || row.payment.provider !== 'test') {
    throw new AppError('not_found', 'This payment was not found. Reload checkout and try again.');
  }
  if (row.payment.status === 'succeeded') {
    throw new AppError('conflict', 'This order is already paid.');
  }
  const decline = expired(body.expiry, deps.clock())
    ? 'Your card has expired.'
    : testCardDecline(body.cardNumber);
  const intentId = row.payment.providerIntentId;
  await applyProviderEvent(
    deps,
    'test',
    decline
      ? { id: newTestEventId(), type: 'payment_failed', intentId, failureMessage: decline }
      : { id: newTestEventId(), type: 'payment_succeeded', intentId },
  );
  // 402 with the processor's message: the checkout shows it as 'Payment Failed'.
  if (decline) throw new AppError('payment_declined', decline);
}
