import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitReviewBody } from '#shared/schemas/reviews.js';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * POST /api/reviews: delivers the round (201). 400 for an empty memo or a score outside 1-5,
 * 409 when the round was already delivered.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubmitReviewBody) => {
      await apiRequest('POST', '/api/reviews', body);
    },
    // The page is left right after; the next visit reads the delivered round afresh (useWorkspace).
    // The dashboard it goes to counts the delivery in its figures and earnings.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviewer.stats }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviewer.earnings }),
      ]),
  });
}
