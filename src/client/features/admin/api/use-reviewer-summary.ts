import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerSummary } from '#shared/schemas/admin.js';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

/** GET /api/admin/reviewer-summary: Active, Available Now and At Capacity. */
export function reviewerSummaryQueryOptions() {
  return queryOptions<ReviewerSummary>({
    queryKey: queryKeys.admin.reviewerSummary,
    ...freshOnMount,
  });
}

export function useReviewerSummary() {
  return useQuery(reviewerSummaryQueryOptions());
}
