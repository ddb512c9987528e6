import { AppError } from '../../../shared/errors.js';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/sessions.js';
import { postMessage } from '../messages/thread.js';
import { refundOrder } from '../payments/refund-order.js';
import type { PaymentProvider } from '../payments/providers/provider.js';
import { recordAudit } from './audit.js';
import { findOrder, getOrderDetail } from './order-detail.js';

/** A message in the order's thread; the reviewer (and applicant) are emailed by postMessage. */
export async function contactReviewer(
  deps: Deps,
  admin: SessionUser,
  submissionId: string,
  message: string,
) {
  const order = await findOrder(deps.db, submissionId);
  if (!order.reviewerId) {
    throw new AppError('conflict', 'No reviewer is assigned to this order yet. Assign one first.');
  }
  await deps.db.transaction(async (tx) => {
    await postMessage({ ...deps, db: tx, actor: admin }, { id: submissionId, body: message });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'order.contact_reviewer',
      targetType: 'submission',
      targetId: submissionId,
      details: { reviewerId: order.reviewerId, message },
      at: deps.clock(),
    });
  });
  return getOrderDetail(deps, admin, submissionId);
}

/**
 * Money back through the payment provider (refundOrder): everything still refundable when no
 * amount is given, which moves the order to refunded; the applicant is emailed.
 */
export async function refundAdminOrder(
  deps: Deps,
  provider: PaymentProvider,
  admin: SessionUser,
  submissionId: string,
  input: { amountCents?: number; reason: string },
) {
  await findOrder(deps.db, submissionId);
  await deps.db.transaction(async (tx) => {
    const refunded = await refundOrder(
      { ...deps, db: tx, payments: provider },
      {
        submissionId,
        amountCents: input.amountCents,
        reason: input.reason,
        actorId: admin.id,
      },
    );
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
      at: deps.clock(),
    });
  });
  return getOrderDetail(deps, admin, submissionId);
}
