import { eq } from 'drizzle-orm';
import { formatUsdExact } from '../../../shared/domain/packages.js';
import type { Database } from '../../db/client.js';
import { orderEvents, payments, refunds } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { notifyAdmins } from '../notifications/notify-admins.js';
import { notifyUser } from '../notifications/notify.js';
import type { OrderWithApplicant } from '../submissions/with-applicant.js';
import { orderChargeForUpdate } from './intents.js';
import { failedRefundNotices } from './notices.js';
import { REFUND_FAILED_REASON } from './refund-reasons.js';

type Payment = typeof payments.$inferSelect;

/** Stripe's failure_reason (expired_or_canceled_card) as a sentence reads it. */
const whyOf = (failureReason: string | null) =>
  failureReason && failureReason !== 'unknown'
    ? failureReason.replaceAll('_', ' ')
    : 'no reason given';

/**
 * What a charge refunded in full is again once that refund failed: paid, or held (never
 * applied). A held order charge stays refunded if its draft has opened another order charge
 * since (an order has one live order charge): the admins then give it back another way.
 */
async function reopenedStatus(db: Database, payment: Payment): Promise<Payment['status']> {
  if (payment.succeededAt) return 'succeeded';
  if (payment.purpose === 'add_ons') return 'needs_attention';
  const [other] = await orderChargeForUpdate(db).execute({ submissionId: payment.submissionId });
  return other ? 'refunded' : 'needs_attention';
}

/**
 * Takes back a refund the card's bank did not accept (docs/product.md §3 Money): the money is
 * in our balance again, so the payment's refunded total drops by it, a refund row of minus that
 * amount keeps the takings true on the day it came back, and it can be refunded again. The
 * order keeps its status: closing it again is the admins' call, and they and the applicant are
 * told. Runs under the order's and the payment's locks (applyProviderEvent).
 */
export async function recordFailedRefund(
  ctx: Deps,
  failed: {
    payment: Payment;
    applicant: OrderWithApplicant;
    amountCents: number;
    /** What the processor counts refunded on the charge now, this refund no longer included. */
    refundedInAll: number;
    failureReason: string | null;
    at: Date;
  },
): Promise<void> {
  const { db } = ctx;
  const { payment, at: now } = failed;
  const { submission, user } = failed.applicant;
  // Only what we counted beyond the processor is taken back. Stripe does not send events in
  // order: a refund whose failure comes before its own event was never counted here, and its
  // late event finds it refunded nothing (applyProviderEvent reads Stripe's figure then too).
  const takenBack = Math.min(failed.amountCents, payment.refundedCents - failed.refundedInAll);
  if (takenBack <= 0) return;
  const why = whyOf(failed.failureReason);
  const status = payment.status === 'refunded' ? await reopenedStatus(db, payment) : payment.status;
  await db
    .update(payments)
    .set({ refundedCents: payment.refundedCents - takenBack, status })
    .where(eq(payments.id, payment.id));
  await db.insert(refunds).values({
    paymentId: payment.id,
    submissionId: payment.submissionId,
    amountCents: -takenBack,
    reason: REFUND_FAILED_REASON,
    actorId: null,
    createdAt: now,
    ofCaptured: payment.succeededAt !== null,
  });
  await db.insert(orderEvents).values({
    submissionId: submission.id,
    actorId: null,
    fromStatus: submission.status,
    toStatus: submission.status,
    note: `Refund of ${formatUsdExact(takenBack)} on ${payment.provider} ${payment.providerIntentId} failed (${why}): the money is back in our balance.`,
    createdAt: now,
  });
  const notices = failedRefundNotices({
    publicUrl: ctx.config.publicUrl,
    submissionId: submission.id,
    amountCents: takenBack,
    why,
    refundableAgain: status !== 'refunded',
  });
  await notifyUser(db, user, notices.applicant, now);
  await notifyAdmins({ db, clock: () => now }, notices.admins);
}
