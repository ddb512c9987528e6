import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerStats } from '../../../../shared/schemas/reviewers.js';

export const reviewerStatsQueryKey = ['/api/reviewer/stats'] as const;

/** GET /api/reviewer/stats: the stat cards and the Earnings card. */
export function reviewerStatsQueryOptions() {
  return queryOptions<ReviewerStats>({ queryKey: reviewerStatsQueryKey });
}

export function useReviewerStats() {
  return useQuery(reviewerStatsQueryOptions());
}
