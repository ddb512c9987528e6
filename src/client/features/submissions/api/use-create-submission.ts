import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSubmissionBody, SubmissionDetail } from '#shared/schemas/submissions.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/submissions: saves the statement and intake as an unpaid draft order. */
export function useCreateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSubmissionBody) =>
      apiJson<SubmissionDetail>('POST', '/api/submissions', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}
