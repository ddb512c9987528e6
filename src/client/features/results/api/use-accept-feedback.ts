import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptFeedbackBody } from '#shared/schemas/reviews.js';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { toastIfRoundMoved } from './round-moved';

/**
 * POST /api/submissions/{id}/complete: the applicant accepts the feedback of the round shown
 * (status completed). A refusal refreshes too: the order may have moved on since the page loaded.
 */
export function useAcceptFeedback(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptFeedbackBody) =>
      apiRequest('POST', `/api/submissions/${encodeURIComponent(submissionId)}/complete`, body),
    onError: toastIfRoundMoved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}
