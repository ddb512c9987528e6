import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '#shared/schemas/reviewers.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** PUT /api/reviewer/availability; the queue is filtered by these preferences, so it refreshes. */
export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Availability) =>
      apiJson<Availability>('PUT', '/api/reviewer/availability', input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.reviewer.availability, saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.reviewer.queue });
    },
  });
}
