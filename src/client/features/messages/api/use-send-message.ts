import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody, ThreadMessage } from '#shared/schemas/reviews.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/submissions/{id}/messages: posts a message; the answer is the updated thread. */
export function useSendMessage(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: MessageBody) =>
      apiJson<ThreadMessage[]>(
        'POST',
        `/api/submissions/${encodeURIComponent(submissionId)}/messages`,
        message,
      ),
    // The answer is the whole thread as the server now has it, replies included.
    onSuccess: (thread) =>
      queryClient.setQueryData(queryKeys.submissions.messages(submissionId), thread),
  });
}
