/** Reviewer payout per delivered review, in cents (SPEC section 9): basic 69, core 89, premium 179. */
export function payoutCents(tier: string): number {
  switch (tier) {
    case 'basic':
      return 6_900;
    case 'core':
      return 8_900;
    case 'premium':
      return 17_900;
    default:
      return 0;
  }
}

/** Payouts are made on the 15th of each month: the next such date after `now` (UTC). */
export function nextPayoutDate(now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const thisMonth = new Date(Date.UTC(y, m, 15));
  return now < thisMonth ? thisMonth : new Date(Date.UTC(y, m + 1, 15));
}
