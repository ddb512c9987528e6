import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '../../../../shared/schemas/reviewers.js';
import { apiJson } from '../../../lib/api';
import { availabilityQueryKey } from './use-reviewer-availability';
import { reviewerQueueQueryKey } from './use-reviewer-queue';

/** PUT /api/reviewer/availability; the queue is filtered by these preferences, so it refreshes. */
export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Availability) =>
      apiJson<Availability>('PUT', '/api/reviewer/availability', input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(availabilityQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: reviewerQueueQueryKey });
    },
  });
}
