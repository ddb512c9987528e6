import { and, asc, eq } from 'drizzle-orm';
import { formatUsd } from '../../../shared/domain/packages.js';
import { AppError } from '../../../shared/errors.js';
import { payments } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { recordRefund } from './apply-event.js';
import type { PaymentProvider } from './providers/provider.js';

export interface RefundRequest {
  submissionId: string;
  /** Omitted: everything still refundable (a full refund). */
  amountCents?: number;
  reason: string;
  /** The admin who asked, or null for the automatic guarantee. */
  actorId: string | null;
  keepOrderOpen?: boolean;
}

/**
 * Gives money back through the payment provider: the order's charge first, then add-on
 * charges. The payments stay locked meanwhile, so two refunds cannot both take the same money.
 * Returns the amount refunded.
 */
export async function refundOrder(
  deps: Deps,
  provider: PaymentProvider,
  request: RefundRequest,
): Promise<number> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const paid = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.submissionId, request.submissionId), eq(payments.status, 'succeeded')))
      .orderBy(asc(payments.createdAt))
      .for('update');
    const refundable = paid.reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0);
    if (refundable === 0)
      throw new AppError('conflict', 'Nothing is left to refund on this order.');
    const wanted = request.amountCents ?? refundable;
    if (wanted > refundable) {
      throw new AppError(
        'validation',
        `At most ${formatUsd(refundable)} can still be refunded on this order.`,
      );
    }
    let left = wanted;
    // The order's charge first, so a full refund of it moves the order to refunded.
    const ordered = [...paid].sort((a, b) =>
      a.purpose === 'order' ? -1 : b.purpose === 'order' ? 1 : 0,
    );
    for (const payment of ordered) {
      const part = Math.min(left, payment.amountCents - payment.refundedCents);
      if (part <= 0) continue;
      await provider.refund({
        intentId: payment.providerIntentId,
        amountCents: part,
        reason: request.reason,
      });
      await recordRefund(
        tx,
        deps,
        payment,
        {
          totalRefundedCents: payment.refundedCents + part,
          reason: request.reason,
          actorId: request.actorId,
          keepOrderOpen: request.keepOrderOpen,
        },
        now,
      );
      left -= part;
    }
    return wanted;
  });
}
