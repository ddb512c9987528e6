import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { Receipt } from '../../../shared/schemas/payments.js';
import { payments, submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';

/**
 * The applicant's order (one row even without a receipt) with its succeeded payments, oldest
 * first: one statement, prepared once per database.
 */
const receiptsOfOwnOrder = preparedPerDatabase((db) =>
  db
    .select({ orderId: submissions.id, payment: payments })
    .from(submissions)
    .leftJoin(
      payments,
      and(eq(payments.submissionId, submissions.id), isNotNull(payments.succeededAt)),
    )
    .where(
      and(
        eq(submissions.id, sql.placeholder('order')),
        eq(submissions.applicantId, sql.placeholder('applicant')),
      ),
    )
    .orderBy(asc(payments.succeededAt), asc(payments.id))
    .prepare('order_receipts'),
);

/** The charges taken for the applicant's own order, oldest first, with what was refunded. */
export async function orderReceipts(ctx: ActorContext, submissionId: string): Promise<Receipt[]> {
  const rows = await receiptsOfOwnOrder(ctx.db).execute({
    order: submissionId,
    applicant: ctx.actor.id,
  });
  if (rows.length === 0) {
    throw new AppError('not_found', 'This order does not exist or is not yours.');
  }
  return rows.flatMap(({ payment }) =>
    payment
      ? [
          {
            id: payment.id,
            purpose: payment.purpose,
            addOns: payment.addOns,
            chargedCents: payment.receivedCents ?? payment.amountCents,
            refundedCents: payment.refundedCents,
            paidAt: payment.succeededAt!.toISOString(),
          },
        ]
      : [],
  );
}
