import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/submissions through the default query function. */
export function submissionsQueryOptions() {
  return queryOptions<SubmissionListRow[]>({ queryKey: queryKeys.submissions.all });
}

export function useSubmissions() {
  return useQuery(submissionsQueryOptions());
}
