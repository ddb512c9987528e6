import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import type { Purchase } from './purchase';

/** What a payment changes: the orders (status, deadline, add-ons) and the notices (receipt). */
export const paidOrderKeys = [queryKeys.submissions.all, queryKeys.notifications] as const;

/** Marks both stale (refetching what is on screen); pages opened next load them afresh. */
export function invalidatePaidOrder(queryClient: QueryClient): void {
  for (const queryKey of paidOrderKeys) void queryClient.invalidateQueries({ queryKey });
}

/** Whether the order shows the purchase: paid (no longer a draft), or with the add-ons bought. */
export function showsPurchase(order: SubmissionDetail, purchase: Purchase): boolean {
  return purchase.kind === 'order'
    ? order.status !== 'draft'
    : purchase.addOns.every((id) => order.addOns.includes(id));
}

/** How often, and how many times, the order is read while its payment is on its way. */
export const SETTLE_CHECK_MS = 1_500;
export const SETTLE_CHECKS = 40;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stripe confirms a payment in the browser and tells our server by webhook a moment later: read
 * at once, the order still looks unpaid, and the dashboard offered to pay again. Reads the order
 * until the purchase shows (test mode has settled already: the first read shows it), then marks
 * what a payment changes stale. Gives up after a minute, as a held payment never shows, or at a
 * read that fails. Never rejects: nothing waits on it.
 */
export async function refreshWhenPaid(
  queryClient: QueryClient,
  submissionId: string,
  purchase: Purchase,
  wait: (ms: number) => Promise<void> = pause,
): Promise<void> {
  try {
    for (let check = 1; check <= SETTLE_CHECKS; check++) {
      const order = await queryClient.fetchQuery<SubmissionDetail>({
        queryKey: queryKeys.submissions.detail(submissionId),
        staleTime: 0,
      });
      if (showsPurchase(order, purchase) || check === SETTLE_CHECKS) break;
      await wait(SETTLE_CHECK_MS);
    }
  } catch {
    // A read that failed (the connection dropped) ends the checks; the pages ask again anyway.
  } finally {
    invalidatePaidOrder(queryClient);
  }
}
