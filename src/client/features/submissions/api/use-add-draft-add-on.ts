import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddOnId } from '#shared/domain/add-ons.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

interface AddDraftAddOnInput {
  submissionId: string;
  addOn: AddOnId;
}

/** POST /api/submissions/{id}/add-ons: adds an add-on to an unpaid draft (409 once paid). */
export function useAddDraftAddOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, addOn }: AddDraftAddOnInput) =>
      apiJson<SubmissionDetail>(
        'POST',
        `/api/submissions/${encodeURIComponent(submissionId)}/add-ons`,
        { addOn },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}
