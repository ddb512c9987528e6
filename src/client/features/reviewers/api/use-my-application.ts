import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerApplication } from '#shared/schemas/reviewers.js';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/reviewer-applications/mine: my latest application, or null. */
export function myApplicationQueryOptions() {
  return queryOptions<ReviewerApplication | null>({ queryKey: queryKeys.reviewer.myApplication });
}

export function useMyApplication(enabled = true) {
  return useQuery({ ...myApplicationQueryOptions(), enabled });
}
