import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionBody } from '#shared/schemas/reviews.js';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { toastIfRoundMoved } from './round-moved';

/**
 * POST /api/submissions/{id}/revision: back to the same reviewer with the applicant's note and
 * revised draft (409 when no cycles are left, or the order moved on since the page loaded, which
 * a refusal refreshes). The note also lands in the thread, which this refreshes.
 */
export function useRequestRevision(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RevisionBody) =>
      apiRequest('POST', `/api/submissions/${encodeURIComponent(submissionId)}/revision`, body),
    onError: toastIfRoundMoved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}
