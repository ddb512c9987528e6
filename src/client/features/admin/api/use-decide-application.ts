import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewerApplication } from '#shared/schemas/reviewers.js';
import { apiJson } from '#client/lib/api';
import { invalidateAdmin } from './admin-query';

export interface DecisionInput {
  applicationId: string;
  decision: 'approve' | 'reject';
  /** Required to reject; the applicant reads it. */
  reason?: string;
}

/**
 * POST /api/admin/reviewer-applications/{id}/decision; the pending list (and every admin figure)
 * refetches either way.
 */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, decision, reason }: DecisionInput) =>
      apiJson<ReviewerApplication>(
        'POST',
        `/api/admin/reviewer-applications/${encodeURIComponent(applicationId)}/decision`,
        decision === 'reject' ? { decision, reason } : { decision },
      ),
    onSettled: () => invalidateAdmin(queryClient),
  });
}
