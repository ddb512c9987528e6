import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueItem } from '#shared/schemas/reviewers.js';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/reviewer/queue: open orders that suit my preferences, metadata only. */
export function reviewerQueueQueryOptions() {
  return queryOptions<QueueItem[]>({ queryKey: queryKeys.reviewer.queue });
}

export function useReviewerQueue() {
  return useQuery(reviewerQueueQueryOptions());
}
