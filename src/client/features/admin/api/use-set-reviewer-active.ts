import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewer } from '#shared/schemas/admin.js';
import { apiJson } from '#client/lib/api';
import { invalidateAdmin } from './admin-query';

export interface ReviewerActiveInput {
  reviewerId: string;
  active: boolean;
}

/**
 * POST /api/admin/reviewers/{id}/activate or /deactivate (one switch, two addresses). A
 * deactivated reviewer keeps their orders but gets no new ones; they are told either way.
 */
export function useSetReviewerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewerId, active }: ReviewerActiveInput) =>
      apiJson<AdminReviewer>(
        'POST',
        `/api/admin/reviewers/${encodeURIComponent(reviewerId)}/${active ? 'activate' : 'deactivate'}`,
      ),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
