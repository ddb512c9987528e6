/*
 * Refusals about money that the server answers with and the screens also show or recognise:
 * checkout titles its notice by which one it got; the admin's refund dialog and button say the
 * same as the server when nothing is left to refund.
 */

/** A payment the processor took waits for an admin (docs/product.md §3 Money). */
export const HELD_PAYMENT_MESSAGE =
  'We received a payment for this order that we could not match to what it costs, so we have not applied it. Our team has been alerted and will contact you; please do not pay again.';

/** Checkout, or an edit of the order from the submit form, after the order was paid. */
export const ORDER_PAID_MESSAGE =
  'This order is already paid. You can follow it on your dashboard.';

/** The processor is taking the payment, so the order (its add-ons, its total) cannot change. */
export const BEING_PAID_MESSAGE =
  'This order is being paid right now, so it cannot change. Reload your dashboard in a moment.';

/** An admin's refund when every payment of the order is already given back (or none was made). */
export const NOTHING_TO_REFUND_MESSAGE = 'Nothing is left to refund on this order.';

/**
 * An admin's refund request asked again after the order's refunds changed (the processor told of
 * part of it meanwhile): the processor refuses to make it another way than the first time.
 */
export const REFUND_CHANGED_MESSAGE =
  "This refund was started before, and the order's refunds have changed since. Close the dialog, check the refunds on the order, and open it again to refund what is still owed.";

/** The add-on checkout was replaced by a newer one (another tab), which cancelled this one. */
export const REPLACED_CHECKOUT_MESSAGE =
  'This checkout was replaced by a newer one for the same order, and nothing was charged. Open checkout again from your dashboard.';

/**
 * The card processor did not answer (down, timing out, or limiting us), or too many calls to it
 * are already waiting. Retrying is safe: each call carries an idempotency key, and opening a
 * checkout again charges nothing until the payer confirms.
 */
export const PROCESSOR_UNAVAILABLE_MESSAGE =
  'The card processor is not answering right now. Please try again in a few minutes; trying again will not charge or refund twice.';

/** The title of the notice for a payment or checkout refused as in conflict, by its message. */
export function paymentConflictTitle(message: string): string {
  if (message === HELD_PAYMENT_MESSAGE) return 'Payment Under Review';
  if (message === BEING_PAID_MESSAGE) return 'Payment in Progress';
  if (message === REPLACED_CHECKOUT_MESSAGE) return 'Checkout Replaced';
  return 'Already Paid';
}
