import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReviewer } from '../../../../shared/schemas/admin.js';
import { ADMIN, freshOnMount } from './admin-query';

export const adminReviewersKey = [ADMIN, 'reviewers'] as const;

/** GET /api/admin/reviewers: every approved reviewer with capacity, load and record. */
export function adminReviewersQueryOptions() {
  return queryOptions<AdminReviewer[]>({ queryKey: adminReviewersKey, ...freshOnMount });
}

export function useAdminReviewers() {
  return useQuery(adminReviewersQueryOptions());
}
