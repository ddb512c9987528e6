import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerApplication } from '#shared/schemas/reviewers.js';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

/** GET /api/admin/pending-reviewers: reviewer applications waiting for a decision, oldest first. */
export function pendingReviewersQueryOptions() {
  return queryOptions<ReviewerApplication[]>({
    queryKey: queryKeys.admin.pendingReviewers,
    ...freshOnMount,
  });
}

export function usePendingReviewers() {
  return useQuery(pendingReviewersQueryOptions());
}
