import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/submissions/{id}: one of the applicant's own orders; 404 for anyone else's. */
export function submissionQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.submissions.detail(id),
    queryFn: () => apiJson<SubmissionDetail>('GET', `/api/submissions/${encodeURIComponent(id)}`),
  });
}

export function useSubmission(id: string) {
  return useQuery(submissionQueryOptions(id));
}

/** True when the error is the API's 404 (missing, or not this applicant's). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404: ');
}
