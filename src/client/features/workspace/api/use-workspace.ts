import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceResponse, type Workspace } from '../../../../shared/schemas/reviews.js';
import { apiJson } from '../../../lib/api';

export const workspaceQueryKey = (submissionId: string) =>
  ['/api/reviews/workspace', submissionId] as const;

/**
 * GET /api/reviews/workspace/{id}: the reviewer's own assignment with its statement text and
 * every round so far (404 for anyone else's). The answer is checked against the shared schema.
 */
export function workspaceQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: workspaceQueryKey(submissionId),
    queryFn: async (): Promise<Workspace> =>
      workspaceResponse.parse(
        await apiJson<unknown>('GET', `/api/reviews/workspace/${encodeURIComponent(submissionId)}`),
      ),
  });
}

export function useWorkspace(submissionId: string, enabled = true) {
  return useQuery({ ...workspaceQueryOptions(submissionId), enabled });
}
