import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '#shared/schemas/admin.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { invalidateAdmin } from './admin-query';

export interface ReassignInput {
  orderId: string;
  reviewerId: string;
}

/** POST /api/admin/orders/{id}/reassign {reviewerId}; answers the updated order. */
export function useReassignOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reviewerId }: ReassignInput) =>
      apiJson<AdminOrderDetail>(
        'POST',
        `/api/admin/orders/${encodeURIComponent(orderId)}/reassign`,
        { reviewerId },
      ),
    onSuccess: (detail, { orderId }) => {
      queryClient.setQueryData(queryKeys.admin.order(orderId), detail);
      // Figures and lists elsewhere may have changed: they refetch without holding this up.
      void invalidateAdmin(queryClient);
    },
  });
}
