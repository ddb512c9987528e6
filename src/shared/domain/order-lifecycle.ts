import type { AddOnId } from './add-ons.js';
import type { SubmissionStatus } from './order-status.js';

/**
 * An order's lifecycle (docs/product.md §2 Orders): the named groups of statuses the rules speak
 * of, the moves between statuses the server makes, and what may still be bought once an order
 * is paid. Server queries and client screens use these names, never their own lists.
 */

type Statuses = readonly SubmissionStatus[];

/** Paid and not yet delivered: the deadline can still be missed, and the order reassigned. */
export const undeliveredStatuses = ['queued', 'assigned', 'in_review'] as const satisfies Statuses;

/** A reviewer holds the order and writes its current round (drafts and submission accepted). */
export const reviewingStatuses = ['assigned', 'in_review'] as const satisfies Statuses;

/** The current round was delivered: results can be read and rated. */
export const deliveredStatuses = ['feedback_ready', 'completed'] as const satisfies Statuses;

/** Paid and not finished (Active Orders): undelivered, or delivered and not accepted. */
export const activeStatuses = [
  ...undeliveredStatuses,
  'feedback_ready',
] as const satisfies Statuses;

/** A reviewer has the order, writing or delivered: the order has a message thread with them. */
export const assignedStatuses = [
  ...reviewingStatuses,
  ...deliveredStatuses,
] as const satisfies Statuses;

const within = (statuses: Statuses) => (status: string) =>
  (statuses as readonly string[]).includes(status);

export const isUndelivered = within(undeliveredStatuses);
export const isReviewing = within(reviewingStatuses);
export const isDelivered = within(deliveredStatuses);
export const isActive = within(activeStatuses);
export const isAssigned = within(assignedStatuses);

/**
 * How many of an order's rounds were delivered: its current one once delivered, and every one
 * before it (a revision request starts the next round and clears the delivery time). They stay
 * readable while the next round is written and after a refund.
 */
export function roundsDelivered(order: { round: number; deliveredAt: Date | null }): number {
  return order.deliveredAt ? order.round : order.round - 1;
}

/** The results page has something to show: a round was delivered. */
export function hasResults(order: { roundsDelivered: number }): boolean {
  return order.roundsDelivered > 0;
}

/**
 * Every move an order can make, from each status. A status listed as its own next one is a
 * change of reviewer that keeps the status (an admin's reassignment).
 *
 * - draft -> queued: the order's payment succeeded.
 * - queued -> assigned: a reviewer accepted it, the sweeper assigned it, or an admin did.
 * - assigned -> queued: the reviewer released it.
 * - assigned -> in_review: the reviewer started writing (first draft or submission).
 * - in_review -> feedback_ready: the reviewer delivered the round.
 * - feedback_ready -> completed: the applicant accepted it, or the sweeper did after the wait.
 * - feedback_ready -> in_review: the applicant asked for a revision.
 * - any paid, unrefunded status -> refunded: the order's charge was refunded in full.
 */
export const orderTransitions: Readonly<Record<SubmissionStatus, Statuses>> = {
  draft: ['queued'],
  queued: ['assigned', 'refunded'],
  assigned: ['assigned', 'queued', 'in_review', 'refunded'],
  in_review: ['in_review', 'feedback_ready', 'refunded'],
  feedback_ready: ['completed', 'in_review', 'refunded'],
  completed: ['refunded'],
  refunded: [],
};

export function canTransition(from: SubmissionStatus, to: SubmissionStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** An admin may give an order to another reviewer until it is delivered. */
export const canReassign = isUndelivered;
export const NOT_REASSIGNABLE_MESSAGE =
  'Only orders that are queued, assigned or in review can be reassigned.';

/** Add-ons that still change a paid order's review: the dashboard offers them after payment. */
export const lateAddOnIds = ['rush', 'extra_revision'] as const satisfies readonly AddOnId[];

export function isLateAddOn(id: string): boolean {
  return (lateAddOnIds as readonly string[]).includes(id);
}

/** Add-ons can be bought for a paid order until its feedback is delivered. */
export const canBuyAddOnsAfterPayment = isUndelivered;

/**
 * How much an order needs its applicant now, 0 first (docs/product.md §7 Screens, the applicant
 * dashboard): feedback to read, then an order a reviewer holds, then one waiting in the queue,
 * then an unpaid draft; finished orders (completed or refunded) last.
 */
const attentionRanks: Readonly<Record<SubmissionStatus, number>> = {
  feedback_ready: 0,
  assigned: 1,
  in_review: 1,
  queued: 2,
  draft: 3,
  completed: 4,
  refunded: 4,
};

export function attentionRank(status: SubmissionStatus): number {
  return attentionRanks[status];
}

/**
 * Sorts orders by attention rank, newest first (by createdAt) within a rank: the first one is
 * the order the applicant's dashboard shows.
 */
export function byAttention(
  a: { status: SubmissionStatus; createdAt: string },
  b: { status: SubmissionStatus; createdAt: string },
): number {
  return (
    attentionRank(a.status) - attentionRank(b.status) ||
    Date.parse(b.createdAt) - Date.parse(a.createdAt)
  );
}
