import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EligibleReviewer } from '#shared/schemas/admin.js';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

/**
 * GET /api/admin/orders/{id}/eligible-reviewers: who may take this order now (active, spare
 * capacity, preferences), most spare capacity first.
 */
export function eligibleReviewersQueryOptions(orderId: string) {
  return queryOptions<EligibleReviewer[]>({
    queryKey: queryKeys.admin.eligibleReviewers(orderId),
    ...freshOnMount,
  });
}

export function useEligibleReviewers(orderId: string, options: { enabled: boolean }) {
  return useQuery({ ...eligibleReviewersQueryOptions(orderId), enabled: options.enabled });
}
