/*
 * An applicant's decision on feedback (rate, accept, ask for a revision) names the round their
 * page showed; the server refuses it once the order has moved on, and the page, refreshed by
 * then, says so in a toast (its decision controls are gone with the round they were about).
 */

const ROUND_MOVED_START = 'This order has changed since you opened this page';

/** The refusal of a decision on a round that is no longer the order's latest. */
export function roundMovedMessage(round: number): string {
  return `${ROUND_MOVED_START}: it is now at round ${round}. The page shows it as it is now; look at it again before you decide.`;
}

export function isRoundMovedMessage(message: string): boolean {
  return message.startsWith(ROUND_MOVED_START);
}
