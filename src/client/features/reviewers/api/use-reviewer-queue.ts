import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueItem } from '../../../../shared/schemas/reviewers.js';

export const reviewerQueueQueryKey = ['/api/reviewer/queue'] as const;

/** GET /api/reviewer/queue: open orders that suit my preferences, metadata only. */
export function reviewerQueueQueryOptions() {
  return queryOptions<QueueItem[]>({ queryKey: reviewerQueueQueryKey });
}

export function useReviewerQueue() {
  return useQuery(reviewerQueueQueryOptions());
}
