import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerStats } from '#shared/schemas/reviewers.js';
import { freshOnMount } from '#client/lib/fresh-on-mount';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/reviewer/stats: the stat cards and the Earnings card. */
export function reviewerStatsQueryOptions() {
  return queryOptions<ReviewerStats>({ queryKey: queryKeys.reviewer.stats, ...freshOnMount });
}

export function useReviewerStats() {
  return useQuery(reviewerStatsQueryOptions());
}
