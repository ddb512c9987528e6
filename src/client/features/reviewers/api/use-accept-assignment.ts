import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * POST /api/submissions/{id}/accept (docs/product.md §5 Access). The response is not read; the
 * queue and the submissions list are refetched afterwards, whether it won or lost (409) the order.
 */
export function useAcceptAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submissionId: string) => {
      await apiRequest('POST', `/api/submissions/${encodeURIComponent(submissionId)}/accept`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviewer.queue }),
        queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviewer.stats }),
      ]),
  });
}
