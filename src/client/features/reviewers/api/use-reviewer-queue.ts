import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueuePage } from '#shared/schemas/reviewers.js';
import { cursorPagesOptions } from '#client/lib/cursor-pages';
import { freshOnMount } from '#client/lib/fresh-on-mount';
import { queryKeys } from '#client/lib/query-keys';

const PAGE_SIZE = 20;

/**
 * GET /api/reviewer/queue: open orders that suit my preferences, metadata only, soonest
 * deadline first, page by page.
 */
export function reviewerQueueQueryOptions() {
  return {
    ...cursorPagesOptions<QueuePage>(queryKeys.reviewer.queue, '/api/reviewer/queue', PAGE_SIZE),
    ...freshOnMount,
  };
}

export function useReviewerQueue() {
  return useInfiniteQuery(reviewerQueueQueryOptions());
}
