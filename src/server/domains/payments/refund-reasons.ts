import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isUndelivered } from '../../../shared/domain/order-lifecycle.js';
import type { Database } from '../../db/client.js';
import { payments, refunds } from '../../db/schema/index.js';

/** The window to reassign after a missed deadline (docs/product.md §3 Money). */
export const GUARANTEE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Orders due before this instant and not yet delivered are owed the guarantee's refund. */
export function guaranteeCutoff(now: Date): Date {
  return new Date(now.getTime() - GUARANTEE_GRACE_MS);
}

/** Whether the guarantee owes the order its refund now (the job's condition, for one order). */
export function isOwedGuarantee(order: { status: string; etaAt: Date | null }, now: Date) {
  return isUndelivered(order.status) && order.etaAt !== null && order.etaAt <= guaranteeCutoff(now);
}

/** The reason written on a refund nobody at the app asked for, and who the screens say made it. */
export const GUARANTEE_REASON =
  'Turnaround guarantee: not delivered within 24 hours after the deadline';
export const PROVIDER_REFUND_REASON = 'refunded at the payment provider';
/** On the row of minus a refund's amount that the card's bank sent back (recordFailedRefund). */
export const REFUND_FAILED_REASON =
  "the card's bank did not accept this refund, and the money came back to our balance";

/**
 * The guarantee's refund of an order (the order's id, or its column in a correlated query): it
 * is made once per order, and what the guarantee has done is read through this one condition.
 */
export function guaranteeRefundOf(submissionId: string | SQLWrapper): SQL | undefined {
  return and(eq(refunds.submissionId, submissionId), eq(refunds.reason, GUARANTEE_REASON));
}

/** When the guarantee first refunded the charge's order (null before it has). */
const guaranteeStartedAt = sql`(select min(${refunds.createdAt}) from ${refunds}
  where ${guaranteeRefundOf(payments.submissionId)})`;

/**
 * Whether a charge (a `payments` row) is one the guarantee refunds: every charge on the order
 * until the guarantee has refunded; after that, only those paid by its first refund, so a charge
 * whose refund failed midway is given back on a later run, and an add-on bought afterwards is not
 * the guarantee's (docs/product.md §3). Held charges (never applied) always are. A charge whose
 * refund the card's bank sent back since the guarantee refunded is not: another refund to that
 * card would fail too, and the admins were told to give it back another way. An earlier refund's
 * failure (an admin's goodwill, say) does not stop the guarantee.
 */
export const guaranteeCoversCharge: SQL = sql`(coalesce(${payments.succeededAt} <= ${guaranteeStartedAt}, true)
  and not exists (select 1 from ${refunds} where ${refunds.submissionId} = ${payments.submissionId}
    and ${refunds.paymentId} = ${payments.id} and ${refunds.reason} = ${REFUND_FAILED_REASON}
    and ${refunds.createdAt} >= ${guaranteeStartedAt}))`;

/** Whether the guarantee has refunded the order. */
export async function guaranteeRefunded(db: Database, submissionId: string): Promise<boolean> {
  const [made] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(guaranteeRefundOf(submissionId))
    .limit(1);
  return made !== undefined;
}

/**
 * Who made a refund, as an admin reads it: the admin by name, else the guarantee or the payment
 * provider's own dashboard (by the reason they write), else an account deleted since.
 */
export function refundedBy(actorName: string | null, reason: string): string {
  if (actorName) return actorName;
  if (reason === GUARANTEE_REASON) return 'the guarantee (automatic)';
  if (reason === PROVIDER_REFUND_REASON) return "the payment provider (in Stripe's dashboard)";
  if (reason === REFUND_FAILED_REASON) return 'the payment provider';
  return 'an account deleted since';
}
