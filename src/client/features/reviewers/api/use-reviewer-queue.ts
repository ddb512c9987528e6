import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QueuePage } from '#shared/schemas/reviewers.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

const PAGE_SIZE = 20;

/**
 * GET /api/reviewer/queue: open orders that suit my preferences, metadata only, soonest
 * deadline first, page by page.
 */
export function reviewerQueueQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.reviewer.queue,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<QueuePage>('GET', `/api/reviewer/queue?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useReviewerQueue() {
  return useInfiniteQuery(reviewerQueueQueryOptions());
}
