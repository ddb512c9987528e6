import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerSummary } from '../../../../shared/schemas/admin.js';
import { ADMIN, freshOnMount } from './admin-query';

/** GET /api/admin/reviewer-summary: Active, Available Now and At Capacity. */
export function reviewerSummaryQueryOptions() {
  return queryOptions<ReviewerSummary>({ queryKey: [ADMIN, 'reviewer-summary'], ...freshOnMount });
}

export function useReviewerSummary() {
  return useQuery(reviewerSummaryQueryOptions());
}
