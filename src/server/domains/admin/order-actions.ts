import { withDb, type ActorContext } from '../../deps.js';
import { writeMessage } from '../messages/thread.js';
import type { PaymentsContext } from '../payments/payments-context.js';
import { refundOrder } from '../payments/refund-order.js';
import { recordAudit } from './audit.js';
import { findOrder, getOrderDetail } from './order-detail.js';

/** A message in the order's thread; the reviewer (and applicant) are emailed by writeMessage. */
export async function contactReviewer(ctx: ActorContext, input: { id: string; message: string }) {
  const { actor: admin } = ctx;
  const { id: submissionId, message } = input;
  await findOrder(ctx.db, submissionId);
  await ctx.db.transaction(async (tx) => {
    // The reviewer read under the order's lock, as the message is written: the one the audit
    // names is the one who was emailed, even when the order is reassigned meanwhile.
    const { reviewerId } = await writeMessage(withDb(ctx, tx), {
      id: submissionId,
      body: message,
      toReviewer: true,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'order.contact_reviewer',
      targetType: 'submission',
      targetId: submissionId,
      details: { reviewerId, message },
      at: ctx.clock(),
    });
  });
  return getOrderDetail(ctx, submissionId);
}

/**
 * Money back through the payment provider (refundOrder): everything still refundable when no
 * amount is given, which moves the order to refunded; the applicant is emailed. A repeat of a
 * request already made (its answer was lost) answers the order as it stands and refunds nothing.
 */
export async function refundAdminOrder(
  ctx: PaymentsContext,
  input: { id: string; requestId: string; amountCents?: number; reason: string },
) {
  const { actor: admin } = ctx;
  const { id: submissionId } = input;
  await findOrder(ctx.db, submissionId);
  await ctx.db.transaction(async (tx) => {
    const { refundedCents: refunded, repeat } = await refundOrder(withDb(ctx, tx), {
      submissionId,
      amountCents: input.amountCents,
      reason: input.reason,
      actorId: admin.id,
      requestId: input.requestId,
    });
    if (repeat) return;
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'order.refund',
      targetType: 'submission',
      targetId: submissionId,
      details: {
        amountCents: refunded,
        kind: input.amountCents === undefined ? 'full' : 'partial',
        reason: input.reason,
      },
      at: ctx.clock(),
    });
  });
  return getOrderDetail(ctx, submissionId);
}
