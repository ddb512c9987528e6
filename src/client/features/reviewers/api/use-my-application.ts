import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerApplication } from '../../../../shared/schemas/reviewers.js';

export const myApplicationQueryKey = ['/api/reviewer-applications/mine'] as const;

/** GET /api/reviewer-applications/mine: my latest application, or null. */
export function myApplicationQueryOptions() {
  return queryOptions<ReviewerApplication | null>({ queryKey: myApplicationQueryKey });
}

export function useMyApplication(enabled = true) {
  return useQuery({ ...myApplicationQueryOptions(), enabled });
}
