import { isMoneyTaken } from '../../../shared/domain/payment-status.js';
import type { payments } from '../../db/schema/index.js';

/** What the money rules read of a payment. */
type Payment = Pick<
  typeof payments.$inferSelect,
  'status' | 'amountCents' | 'receivedCents' | 'refundedCents'
>;

/** What the processor took for a payment; rows older than the received amount were charged in full. */
export function receivedCents(payment: Payment): number {
  return payment.receivedCents ?? payment.amountCents;
}

/** Money taken and not yet given back: paid charges, and charges held for an admin. */
export function refundableCents(payment: Payment): number {
  if (!isMoneyTaken(payment.status)) return 0;
  return Math.max(0, receivedCents(payment) - payment.refundedCents);
}
