import { and, eq, exists, lte, notInArray, sql } from 'drizzle-orm';
import { undeliveredStatuses } from '../../shared/domain/order-lifecycle.js';
import { payments, submissions } from '../db/schema/index.js';
import { withDb } from '../deps.js';
import type { PaymentDeps } from '../domains/payments/payments-context.js';
import { refundOrder } from '../domains/payments/refund-order.js';
import {
  GUARANTEE_REASON,
  guaranteeCoversCharge,
  guaranteeCutoff,
} from '../domains/payments/refund-reasons.js';
import { inLiteralList } from '../db/literal-list.js';

/**
 * Refunds in full every paid order not delivered by etaAt + 24 h: every charge it had when the
 * guarantee first refunded, a charge whose refund failed on a later run. Each order is claimed with
 * FOR UPDATE SKIP LOCKED, and the refund re-checks what is left under the payment lock, so
 * N processes refund each order once. A charge whose refund fails is left for the next run and
 * holds up neither the order's other charges nor other orders; the run then throws, naming the
 * order, so that the failure is logged.
 */
export async function refundMissedDeadlines(ctx: PaymentDeps): Promise<number> {
  const now = ctx.clock();
  const cutoff = guaranteeCutoff(now);
  let refunded = 0;
  const failed = new Map<string, unknown>();
  for (;;) {
    let claimed: string | undefined;
    const done = await ctx.db
      .transaction(async (tx) => {
        const [order] = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(
            and(
              // isOwedGuarantee in SQL.
              inLiteralList(submissions.status, undeliveredStatuses),
              lte(submissions.etaAt, cutoff),
              // A charge of the guarantee's is still refundable: otherwise it has given all back.
              exists(
                tx
                  .select({ id: payments.id })
                  .from(payments)
                  .where(
                    and(
                      eq(payments.submissionId, submissions.id),
                      eq(payments.status, 'succeeded'),
                      sql`${payments.amountCents} > ${payments.refundedCents}`,
                      guaranteeCoversCharge,
                    ),
                  ),
              ),
              failed.size ? notInArray(submissions.id, [...failed.keys()]) : undefined,
            ),
          )
          .limit(1)
          .for('update', { skipLocked: true });
        if (!order) return false;
        claimed = order.id;
        const { refused } = await refundOrder(withDb(ctx, tx), {
          submissionId: order.id,
          reason: GUARANTEE_REASON,
          actorId: null,
          keepOrderOpen: true,
          chargesWhere: guaranteeCoversCharge,
          passOverRefusedCharges: true,
        });
        if (refused.length === 0) return true;
        // The charges refunded stay refunded; the ones refused are the next run's.
        failed.set(order.id, refused.length === 1 ? refused[0] : new AggregateError(refused));
        return 'failed' as const;
      })
      .catch((error: unknown) => {
        if (!claimed) throw error;
        failed.set(claimed, error);
        return 'failed' as const;
      });
    if (!done) break;
    if (done === true) refunded++;
  }
  if (failed.size) {
    throw new AggregateError(
      [...failed.values()],
      `The guarantee refund failed for ${[...failed.keys()].join(', ')}; the next run tries again.`,
    );
  }
  return refunded;
}
