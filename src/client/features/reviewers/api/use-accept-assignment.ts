import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { reviewerQueueQueryKey } from './use-reviewer-queue';
import { reviewerStatsQueryKey } from './use-reviewer-stats';
import { submissionsQueryKey } from './use-my-assignments';

/**
 * POST /api/submissions/{id}/accept. SPEC: the response is not read; the queue and the
 * submissions list are refetched afterwards, whether it won or lost (409) the order.
 */
export function useAcceptAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submissionId: string) => {
      await apiRequest('POST', `/api/submissions/${encodeURIComponent(submissionId)}/accept`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewerQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: submissionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: reviewerStatsQueryKey }),
      ]),
  });
}
