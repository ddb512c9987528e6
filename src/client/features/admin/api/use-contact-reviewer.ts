import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '#shared/schemas/admin.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { invalidateAdmin } from './admin-query';

export interface ContactReviewerInput {
  orderId: string;
  message: string;
  /** Made once per message and sent again by a retry (contactReviewerBody). */
  requestId: string;
}

/**
 * POST /api/admin/orders/{id}/contact-reviewer {message, requestId}: a message in the order's
 * thread; the reviewer is emailed. Answers the updated order.
 */
export function useContactReviewer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, message, requestId }: ContactReviewerInput) =>
      apiJson<AdminOrderDetail>(
        'POST',
        `/api/admin/orders/${encodeURIComponent(orderId)}/contact-reviewer`,
        { message, requestId },
      ),
    onSuccess: (detail, { orderId }) => {
      queryClient.setQueryData(queryKeys.admin.order(orderId), detail);
      // Figures and lists elsewhere may have changed: they refetch without holding this up.
      void invalidateAdmin(queryClient);
    },
  });
}
