import { queryOptions } from '@tanstack/react-query';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { apiJson } from './api';
import { freshOnMount } from './fresh-on-mount';
import { queryKeys } from './query-keys';

/**
 * GET /api/submissions/{id}: one order in full (statement text and intake), for whoever may
 * read it; 404 for anyone else. Lists carry neither, so screens that need them read this.
 */
export function submissionQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.submissions.detail(id),
    ...freshOnMount,
    queryFn: () => apiJson<SubmissionDetail>('GET', `/api/submissions/${encodeURIComponent(id)}`),
  });
}
