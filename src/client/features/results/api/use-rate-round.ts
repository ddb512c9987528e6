import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { toastIfRoundMoved } from './round-moved';

export interface RatingInput {
  /** The round rated: the one the page shows. */
  round: number;
  rating: number;
  comment: string | null;
}

/** POST /api/submissions/{id}/rating: rates the latest delivered round, once (409 after). */
export function useRateRound(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) =>
      apiRequest('POST', `/api/submissions/${encodeURIComponent(submissionId)}/rating`, input),
    // Refetch after a refusal too: a 409 means a rating exists that this page has not shown.
    onError: toastIfRoundMoved,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.submissions.results(submissionId) }),
  });
}
