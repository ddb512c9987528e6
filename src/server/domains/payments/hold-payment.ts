import { eq } from 'drizzle-orm';
import { addOnNames, addOnsTotalCents, orderTotalCents } from '../../../shared/domain/add-ons.js';
import { canBuyAddOnsAfterPayment } from '../../../shared/domain/order-lifecycle.js';
import { statusLabel } from '../../../shared/domain/order-status.js';
import { formatUsdExact } from '../../../shared/domain/packages.js';
import type { Database } from '../../db/client.js';
import { orderEvents, payments, users, type submissions } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { notifyAdmins } from '../notifications/notify-admins.js';
import { notifyUser } from '../notifications/notify.js';
import { heldPaymentAdminNotice, heldPaymentNotice } from './notices.js';

type Payment = typeof payments.$inferSelect;
type Submission = typeof submissions.$inferSelect;

/**
 * Why a reported success cannot be applied as it stands, or null when it can: the money must
 * be the order's stored total (or the add-ons' price), for a checkout still open, buying
 * add-ons the order does not have yet, while it can still take them (not delivered or refunded).
 */
export function settlementProblem(
  payment: Payment,
  submission: Submission,
  receivedCents: number,
): string | null {
  if (payment.status === 'canceled') {
    return 'it paid a checkout that had been replaced by a newer one';
  }
  if (payment.purpose === 'add_ons') {
    // A checkout opened before a refund or a delivery can still be paid: the add-ons would
    // change an order that is over.
    if (!canBuyAddOnsAfterPayment(submission.status)) {
      return `add-ons were paid for while the order was ${statusLabel(submission.status).toLowerCase()}`;
    }
    const owned = payment.addOns.filter((id) => submission.addOns.includes(id));
    if (owned.length > 0) {
      return `the order already has ${addOnNames(owned)}`;
    }
  }
  const expected =
    payment.purpose === 'order'
      ? orderTotalCents(submission.packageTier, submission.addOns)
      : addOnsTotalCents(payment.addOns);
  if (Number.isInteger(receivedCents) && receivedCents === expected) return null;
  const received = Number.isInteger(receivedCents) ? formatUsdExact(receivedCents) : 'no amount';
  return `${received} was received but the ${payment.purpose === 'order' ? 'order total' : 'add-ons cost'} ${formatUsdExact(expected)}`;
}

/**
 * Why an order's payment cannot be applied because of who placed it: someone who has become a
 * reviewer since the checkout opened (a reviewer account cannot follow its own orders,
 * docs/product.md §1). Read in a statement after the order's lock, so it sees an approval that
 * committed while the payment waited for that lock.
 */
export async function payerProblem(db: Database, applicantId: string): Promise<string | null> {
  const [payer] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, applicantId));
  return payer?.role === 'reviewer'
    ? 'the person who placed the order became a reviewer before paying, and a reviewer account cannot follow its own orders'
    : null;
}

/**
 * Keeps money the processor took but the app cannot apply out of the order: the payment waits
 * as needs_attention with what was received, the order's event log says why (the admin's order
 * page shows both, and the refund can give it back), and the payer is told not to pay again.
 */
export async function holdPayment(
  ctx: Deps,
  held: {
    payment: Payment;
    submission: Submission;
    user: { id: string; email: string };
    receivedCents: number;
    problem: string;
    at: Date;
  },
): Promise<void> {
  const { db } = ctx;
  const { payment, submission, at: now } = held;
  await db
    .update(payments)
    .set({
      status: 'needs_attention',
      receivedCents: Number.isInteger(held.receivedCents) ? held.receivedCents : null,
      failureMessage: held.problem,
    })
    .where(eq(payments.id, payment.id));
  await db.insert(orderEvents).values({
    submissionId: submission.id,
    actorId: null,
    fromStatus: submission.status,
    toStatus: submission.status,
    note: `Payment ${payment.provider} ${payment.providerIntentId} held, not applied: ${held.problem}. Settle it with the applicant or refund it.`,
    createdAt: now,
  });
  await notifyUser(
    db,
    held.user,
    heldPaymentNotice({ publicUrl: ctx.config.publicUrl, submissionId: submission.id }),
    now,
  );
  // The payer is told our team will be in touch: the admins hear of it in the same transaction.
  await notifyAdmins(
    { db, clock: () => now },
    heldPaymentAdminNotice({
      publicUrl: ctx.config.publicUrl,
      submissionId: submission.id,
      problem: held.problem,
    }),
  );
}
