import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewer } from '#shared/schemas/admin.js';
import type { WeeklyCapacity } from '#client/lib/capacity';
import { apiJson } from '#client/lib/api';
import { invalidateAdmin } from './admin-query';

export interface CapacityInput {
  reviewerId: string;
  weeklyCapacity: WeeklyCapacity;
}

/** POST /api/admin/reviewers/{id}/capacity {weeklyCapacity}; answers the updated reviewer. */
export function useSetReviewerCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewerId, weeklyCapacity }: CapacityInput) =>
      apiJson<AdminReviewer>(
        'POST',
        `/api/admin/reviewers/${encodeURIComponent(reviewerId)}/capacity`,
        { weeklyCapacity },
      ),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
