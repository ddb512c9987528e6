/** The reason written on a refund nobody at the app asked for, and who the screens say made it. */
export const GUARANTEE_REASON =
  'Turnaround guarantee: not delivered within 24 hours after the deadline';
export const PROVIDER_REFUND_REASON = 'refunded at the payment provider';

/**
 * Who made a refund, as an admin reads it: the admin by name, else the guarantee or the payment
 * provider's own dashboard (by the reason they write), else an account deleted since.
 */
export function refundedBy(actorName: string | null, reason: string): string {
  if (actorName) return actorName;
  if (reason === GUARANTEE_REASON) return 'the guarantee (automatic)';
  if (reason === PROVIDER_REFUND_REASON) return "the payment provider (in Stripe's dashboard)";
  return 'an account deleted since';
}
