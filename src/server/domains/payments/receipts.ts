import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { Receipt } from '../../../shared/schemas/payments.js';
import { payments, submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';

/** The charges taken for the applicant's own order, oldest first, with what was refunded. */
export async function orderReceipts(ctx: ActorContext, submissionId: string): Promise<Receipt[]> {
  const [order] = await ctx.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.applicantId, ctx.actor.id)));
  if (!order) throw new AppError('not_found', 'This order does not exist or is not yours.');
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.submissionId, order.id), isNotNull(payments.succeededAt)))
    .orderBy(asc(payments.succeededAt), asc(payments.id));
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    addOns: row.addOns,
    chargedCents: row.receivedCents ?? row.amountCents,
    refundedCents: row.refundedCents,
    paidAt: row.succeededAt!.toISOString(),
  }));
}
