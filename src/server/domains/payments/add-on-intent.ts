import { and, eq, inArray } from 'drizzle-orm';
import {
  addOnIds,
  addOnNames,
  addOnsTotalCents,
  type AddOnId,
} from '../../../shared/domain/add-ons.js';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { canBuyAddOnsAfterPayment, isLateAddOn } from '../../../shared/domain/order-lifecycle.js';
import { payableStatuses } from '../../../shared/domain/payment-status.js';
import { PROCESSOR_UNAVAILABLE_MESSAGE } from '../../../shared/domain/payment-messages.js';
import { AppError } from '../../../shared/errors.js';
import { payments } from '../../db/schema/index.js';
import { withDb } from '../../deps.js';
import { openCharge, openedElsewhere, payableElsewhere, retireCharge } from './open-charge.js';
import { lockOwnSubmission } from './own-submission.js';
import type { PaymentsContext } from './payments-context.js';

/**
 * A second, server-priced charge for add-ons bought after the order was paid. An order has at
 * most one such checkout open: asking for other add-ons cancels the open one at the provider
 * first, so no add-on can be paid for twice.
 */
export async function addOnIntent(
  ctx: PaymentsContext,
  input: { id: string; addOns: AddOnId[] },
): Promise<{ clientSecret: string; amountCents: number }> {
  const { id: submissionId, addOns: wanted } = input;
  return ctx.db.transaction(async (tx) => {
    const submission = await lockOwnSubmission(withDb(ctx, tx), submissionId);
    if (!canBuyAddOnsAfterPayment(submission.status)) {
      throw new AppError(
        'conflict',
        'Add-ons can be bought while the order is paid and not yet delivered.',
      );
    }
    if (!wanted.every(isLateAddOn)) {
      throw new AppError(
        'validation',
        'Choose Rush Delivery or Extra Revision that this order does not have yet.',
      );
    }
    const addOns = addOnIds.filter((id) => wanted.includes(id));
    const owned = addOns.filter((id) => submission.addOns.includes(id));
    if (owned.length > 0) {
      throw new AppError(
        'conflict',
        `This order already has ${addOnNames(owned)}, so it cannot be bought again.`,
      );
    }

    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.submissionId, submissionId),
          eq(payments.purpose, 'add_ons'),
          inArray(payments.status, payableStatuses),
        ),
      )
      .for('update');
    if (open && payableElsewhere(ctx, open)) {
      // Its processor could still take that checkout's money and cannot cancel it without its
      // keys: a second checkout beside it could sell the same add-on twice.
      throw new AppError('unavailable', PROCESSOR_UNAVAILABLE_MESSAGE);
    }
    const elsewhere = open !== undefined && openedElsewhere(ctx, open);
    if (open && !elsewhere && open.addOns.join() === addOns.join()) {
      return { clientSecret: open.clientSecret, amountCents: open.amountCents };
    }
    if (open) await retireCharge(tx, open.id);
    const opened = await openCharge(withDb(ctx, tx), {
      submissionId,
      purpose: 'add_ons',
      addOns,
      amountCents: addOnsTotalCents(addOns),
      description: `Counsel Review add-ons for order #${orderNumber(submissionId)}`,
    });
    // The provider cancels the old checkout last, once nothing here can fail: cancelled at
    // Stripe before a failure rolled this back, it stayed open here, and asking for the same
    // add-ons again handed back a checkout Stripe refuses. A test-mode one after the switch to
    // Stripe can no longer be paid, and is cancelled here only.
    if (
      open &&
      !elsewhere &&
      (await ctx.payments.cancelIntent(open.providerIntentId)) === 'too_late'
    ) {
      throw new AppError(
        'conflict',
        'Your earlier add-on payment for this order is being processed. Check your dashboard in a minute before buying more.',
      );
    }
    return opened;
  });
}
