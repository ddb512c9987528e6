import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerApplication } from '../../../../shared/schemas/reviewers.js';
import { freshOnMount, pendingReviewersKey } from './admin-query';

/** GET /api/admin/pending-reviewers: reviewer applications waiting for a decision. */
export function pendingReviewersQueryOptions() {
  return queryOptions<ReviewerApplication[]>({ queryKey: pendingReviewersKey, ...freshOnMount });
}

export function usePendingReviewers() {
  return useQuery(pendingReviewersQueryOptions());
}
