import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/submissions/{id}/complete: the applicant accepts the feedback (status completed). */
export function useAcceptFeedback(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', `/api/submissions/${encodeURIComponent(submissionId)}/complete`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}
