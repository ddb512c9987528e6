import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceResponse, type Workspace } from '#shared/schemas/reviews.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * GET /api/reviews/workspace/{id}: the reviewer's own assignment with its statement text and
 * every round so far (404 for anyone else's). The answer is checked against the shared schema.
 */
export function workspaceQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: queryKeys.workspace(submissionId),
    // The editor starts from this answer, so each visit asks afresh: one cached by an earlier
    // visit predates the drafts saved and the rounds delivered or requested since.
    refetchOnMount: 'always',
    queryFn: async (): Promise<Workspace> =>
      workspaceResponse.parse(
        await apiJson<unknown>('GET', `/api/reviews/workspace/${encodeURIComponent(submissionId)}`),
      ),
  });
}

export function useWorkspace(submissionId: string, enabled = true) {
  return useQuery({ ...workspaceQueryOptions(submissionId), enabled });
}
