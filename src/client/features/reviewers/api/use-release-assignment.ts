import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

interface ReleaseInput {
  submissionId: string;
  reason: string;
}

/** POST /api/submissions/{id}/release: hand an assigned, unstarted order back to the queue. */
export function useReleaseAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ submissionId, reason }: ReleaseInput) => {
      await apiRequest('POST', `/api/submissions/${encodeURIComponent(submissionId)}/release`, {
        reason,
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviewer.queue }),
        queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviewer.stats }),
      ]),
  });
}
