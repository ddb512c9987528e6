/**
 * Where one charge stands. `canceled`: replaced by a newer checkout before it was paid.
 * `needs_attention`: the processor took money the app could not apply as it was (a different
 * amount than the order's total, or add-ons the order already has); it waits for an admin.
 */
export const paymentStatuses = [
  'requires_payment',
  'succeeded',
  'failed',
  'refunded',
  'canceled',
  'needs_attention',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * A charge that no longer stands for what it was opened for: given back, or replaced before it
 * was paid. An order has at most one order charge in any other status.
 */
export const retiredStatuses = ['refunded', 'canceled'] as const satisfies PaymentStatus[];

/** A charge the payer can still pay (again, after a decline). */
export const payableStatuses = ['requires_payment', 'failed'] as const satisfies PaymentStatus[];

export function isPayable(status: PaymentStatus): boolean {
  return (payableStatuses as readonly PaymentStatus[]).includes(status);
}

/** Money was taken: paid charges, and charges held for an admin. Only these can be refunded. */
export const moneyTakenStatuses = [
  'succeeded',
  'needs_attention',
] as const satisfies PaymentStatus[];

export function isMoneyTaken(status: PaymentStatus): boolean {
  return (moneyTakenStatuses as readonly PaymentStatus[]).includes(status);
}
