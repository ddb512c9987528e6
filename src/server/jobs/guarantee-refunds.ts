import { and, eq, exists, lte, notInArray, sql } from 'drizzle-orm';
import { undeliveredStatuses } from '../../shared/domain/order-lifecycle.js';
import { formatUsdExact } from '../../shared/domain/packages.js';
import type { SubmissionStatus } from '../../shared/domain/order-status.js';
import { orderEvents, payments, submissions } from '../db/schema/index.js';
import { withDb } from '../deps.js';
import type { PaymentDeps } from '../domains/payments/payments-context.js';
import { notifyAdmins } from '../domains/notifications/notify-admins.js';
import { guaranteeRefusedAdminNotice } from '../domains/payments/notices.js';
import { refundOrder, type RefusedCharge } from '../domains/payments/refund-order.js';
import { refundableCents } from '../domains/payments/refundable.js';
import {
  GUARANTEE_REASON,
  guaranteeCoversCharge,
  guaranteeCutoff,
} from '../domains/payments/refund-reasons.js';
import { inLiteralList } from '../db/literal-list.js';

/**
 * Tells the admins of a charge the processor refuses to refund (a disputed one, say), once per
 * charge and reason: the job tries it again every run and only logs the failure. The payment's
 * failure message keeps the last reason its money could not be moved.
 */
async function reportRefusals(
  ctx: PaymentDeps,
  order: { id: string; status: SubmissionStatus },
  refused: RefusedCharge[],
  now: Date,
): Promise<void> {
  for (const { payment, error } of refused) {
    const [changed] = await ctx.db
      .update(payments)
      .set({ failureMessage: error.message })
      .where(
        and(
          eq(payments.id, payment.id),
          sql`${payments.failureMessage} is distinct from ${error.message}`,
        ),
      )
      .returning({ id: payments.id });
    if (!changed) continue;
    const amountCents = refundableCents(payment);
    await ctx.db.insert(orderEvents).values({
      submissionId: order.id,
      actorId: null,
      fromStatus: order.status,
      toStatus: order.status,
      note: `The turnaround guarantee could not refund ${formatUsdExact(amountCents)} of payment ${payment.provider} ${payment.providerIntentId}: ${error.message}`,
      createdAt: now,
    });
    await notifyAdmins(
      { db: ctx.db, clock: () => now },
      guaranteeRefusedAdminNotice({
        publicUrl: ctx.config.publicUrl,
        submissionId: order.id,
        amountCents,
        reason: error.message,
      }),
    );
  }
}

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
          .select({ id: submissions.id, status: submissions.status })
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
        await reportRefusals(withDb(ctx, tx), order, refused, now);
        const errors = refused.map((charge) => charge.error);
        failed.set(order.id, errors.length === 1 ? errors[0] : new AggregateError(errors));
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
