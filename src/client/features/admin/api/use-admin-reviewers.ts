import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReviewer } from '#shared/schemas/admin.js';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from './admin-query';

/** GET /api/admin/reviewers: every approved reviewer with capacity, load and record. */
export function adminReviewersQueryOptions() {
  return queryOptions<AdminReviewer[]>({ queryKey: queryKeys.admin.reviewers, ...freshOnMount });
}

export function useAdminReviewers() {
  return useQuery(adminReviewersQueryOptions());
}
