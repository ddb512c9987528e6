import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { reviewerQueueQueryKey } from './use-reviewer-queue';
import { reviewerStatsQueryKey } from './use-reviewer-stats';
import { submissionsQueryKey } from './use-my-assignments';

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
        queryClient.invalidateQueries({ queryKey: reviewerQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: submissionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: reviewerStatsQueryKey }),
      ]),
  });
}
