import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/submissions through the default query function. */
export function submissionsQueryOptions() {
  return queryOptions<SubmissionDetail[]>({ queryKey: queryKeys.submissions.all });
}

export function useSubmissions() {
  return useQuery(submissionsQueryOptions());
}
