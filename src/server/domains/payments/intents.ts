import { and, eq, notInArray, sql } from 'drizzle-orm';
import { orderTotalCents } from '../../../shared/domain/add-ons.js';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { packageOf } from '../../../shared/domain/packages.js';
import { isPayable, retiredStatuses } from '../../../shared/domain/payment-status.js';
import { AppError } from '../../../shared/errors.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { payments, type submissions } from '../../db/schema/index.js';
import { withDb } from '../../deps.js';
import { refuseNewOrdersInMaintenance } from '../settings/settings.js';
import {
  BEING_PAID_MESSAGE,
  HELD_PAYMENT_MESSAGE,
  ORDER_PAID_MESSAGE,
  PROCESSOR_UNAVAILABLE_MESSAGE,
} from '../../../shared/domain/payment-messages.js';
import { openCharge, openedElsewhere, payableElsewhere, retireCharge } from './open-charge.js';
import { lockOwnSubmission } from './own-submission.js';
import type { PaymentDeps, PaymentsContext } from './payments-context.js';

type SubmissionRow = typeof submissions.$inferSelect;
type Payment = typeof payments.$inferSelect;

/** The order's live charge, locked; prepared once, as it is read on every checkout. */
export const orderChargeForUpdate = preparedPerDatabase((db) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.submissionId, sql.placeholder('submissionId')),
        eq(payments.purpose, 'order'),
        notInArray(payments.status, retiredStatuses),
      ),
    )
    .for('update')
    .prepare('order_charge_for_update'),
);

/**
 * Brings a draft's unpaid order intent (if it has one) to the draft's current total, at the
 * provider first: a payment confirmed with the old intent then charges the new total. Refused
 * when the provider is already taking the payment. Call it in the transaction that changed the
 * draft, with the draft locked. Returns the order's payment, if any: none when the one it had
 * was opened with the other provider, which is cancelled so that a new one can be opened.
 */
export async function repriceOrderIntent(
  ctx: PaymentDeps,
  draft: Pick<SubmissionRow, 'id' | 'packageTier' | 'addOns'>,
): Promise<Payment | null> {
  const [payment] = await orderChargeForUpdate(ctx.db).execute({ submissionId: draft.id });
  if (!payment) return null;
  if (isPayable(payment.status) && payableElsewhere(ctx, payment)) {
    // Its processor could still take this checkout's money and cannot be asked to reprice or
    // cancel it without its keys; a second order charge beside it could charge the order twice.
    throw new AppError('unavailable', PROCESSOR_UNAVAILABLE_MESSAGE);
  }
  if (isPayable(payment.status) && openedElsewhere(ctx, payment)) {
    // A test-mode charge, cancelled here only: it can no longer be paid, and took no money.
    await retireCharge(ctx.db, payment.id);
    return null;
  }
  if (!isPayable(payment.status)) {
    throw new AppError(
      'conflict',
      payment.status === 'succeeded' ? 'This order is already paid.' : HELD_PAYMENT_MESSAGE,
    );
  }
  const amountCents = orderTotalCents(draft.packageTier, draft.addOns);
  if (payment.amountCents === amountCents) return payment;
  const change = await ctx.payments.updateIntentAmount(payment.providerIntentId, amountCents);
  if (change === 'too_late') throw new AppError('conflict', BEING_PAID_MESSAGE);
  if (change === 'canceled') {
    // Cancelled at the processor before its webhook told us: retired, so a new one is opened.
    await retireCharge(ctx.db, payment.id);
    return null;
  }
  const [repriced] = await ctx.db
    .update(payments)
    .set({ amountCents })
    .where(eq(payments.id, payment.id))
    .returning();
  return repriced!;
}

/**
 * The payment intent for an unpaid order, priced by the server from the stored submission
 * (never from the browser). Asking again returns the same intent, at the draft's current total.
 * Maintenance refuses it, as it refuses placing an order.
 */
export async function orderIntent(
  ctx: PaymentsContext,
  submissionId: string,
): Promise<{ clientSecret: string; amountCents: number }> {
  await refuseNewOrdersInMaintenance(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const submission = await lockOwnSubmission(txCtx, submissionId);
    if (submission.status !== 'draft') {
      throw new AppError('conflict', ORDER_PAID_MESSAGE);
    }
    const existing = await repriceOrderIntent(txCtx, submission);
    if (existing) return { clientSecret: existing.clientSecret, amountCents: existing.amountCents };

    return openCharge(txCtx, {
      submissionId,
      purpose: 'order',
      amountCents: orderTotalCents(submission.packageTier, submission.addOns),
      description: `Counsel Review ${packageOf(submission.packageTier).name} review, order #${orderNumber(submissionId)}`,
    });
  });
}
