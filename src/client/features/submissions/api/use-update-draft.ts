import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionDetail, UpdateDraftBody } from '#shared/schemas/submissions.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** PUT /api/submissions/{id}: brings an unpaid draft to what the submit form holds now. */
export function useUpdateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDraftBody }) =>
      apiJson<SubmissionDetail>('PUT', `/api/submissions/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}
