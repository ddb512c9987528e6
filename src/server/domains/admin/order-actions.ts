import { withDb, type ActorContext } from '../../deps.js';
import { writeMessage } from '../messages/thread.js';
import type { PaymentsContext } from '../payments/payments-context.js';
import { refundOrder } from '../payments/refund-order.js';
import { recordAudit } from './audit.js';
import { findOrder, getOrderDetail } from './order-detail.js';

/**
 * A message to the order's reviewer in its thread: writeMessage emails the reviewer (and the
 * applicant), and audits it under the order's lock, naming the reviewer who was told.
 */
export async function contactReviewer(
  ctx: ActorContext,
  input: { id: string; message: string; requestId?: string },
) {
  await findOrder(ctx.db, input.id);
  const { id, message: body, requestId } = input;
  await writeMessage(ctx, { id, body, requestId, toReviewer: true });
  return getOrderDetail(ctx, id);
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
