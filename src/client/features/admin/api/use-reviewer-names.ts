import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerName } from '#shared/schemas/admin.js';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from './admin-query';

/** GET /api/admin/reviewer-names: every approved reviewer's name, alphabetical. */
export function reviewerNamesQueryOptions() {
  return queryOptions<ReviewerName[]>({ queryKey: queryKeys.admin.reviewerNames, ...freshOnMount });
}

export function useReviewerNames() {
  return useQuery(reviewerNamesQueryOptions());
}
