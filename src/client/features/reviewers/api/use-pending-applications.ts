import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerApplication } from '../../../../shared/schemas/reviewers.js';

export const pendingApplicationsQueryKey = ['/api/admin/pending-reviewers'] as const;

/** GET /api/admin/pending-reviewers (admins): applications waiting for a decision, oldest first. */
export function pendingApplicationsQueryOptions() {
  return queryOptions<ReviewerApplication[]>({ queryKey: pendingApplicationsQueryKey });
}

export function usePendingApplications() {
  return useQuery(pendingApplicationsQueryOptions());
}
