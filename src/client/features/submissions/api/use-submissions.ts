import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionDetail } from '../../../../shared/schemas/submissions.js';

/**
 * SPEC section 7's key for the signed-in applicant's submissions (first page, newest first).
 * Every key of this feature starts with it, so invalidating it refreshes lists and details.
 */
export const submissionsQueryKey = ['/api/submissions'] as const;

/** GET /api/submissions through the default query function. */
export function submissionsQueryOptions() {
  return queryOptions<SubmissionDetail[]>({ queryKey: submissionsQueryKey });
}

export function useSubmissions() {
  return useQuery(submissionsQueryOptions());
}
