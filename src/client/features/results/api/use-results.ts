import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Results } from '../../../../shared/schemas/reviews.js';
import { apiJson } from '../../../lib/api';

/**
 * Every order key starts with ['/api/submissions'] (the submissions list's key), so one
 * invalidation after a decision refreshes the dashboard, the order, its results and its thread.
 */
export const ordersKeyPrefix = ['/api/submissions'] as const;

export function resultsQueryKey(submissionId: string) {
  return [...ordersKeyPrefix, submissionId, 'results'] as const;
}

/** GET /api/submissions/{id}/results: the delivered rounds (oldest first) and revisions left. */
export function resultsQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: resultsQueryKey(submissionId),
    queryFn: () =>
      apiJson<Results>('GET', `/api/submissions/${encodeURIComponent(submissionId)}/results`),
    // A new round may have arrived since the last visit: ask again each time the page opens.
    staleTime: 0,
  });
}

export function useResults(submissionId: string) {
  return useQuery(resultsQueryOptions(submissionId));
}

/** The whole review as a PDF (GET /api/submissions/{id}/results.pdf), for a plain link. */
export function resultsPdfPath(submissionId: string): string {
  return `/api/submissions/${encodeURIComponent(submissionId)}/results.pdf`;
}

/** True when the error is the API's 404 (missing, or not this person's order). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404: ');
}
