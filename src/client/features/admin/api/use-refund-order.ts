import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '#shared/schemas/admin.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { invalidateAdmin } from './admin-query';

export interface RefundInput {
  orderId: string;
  /** One per opening of the dialog, sent again by a retry (adminRefundBody). */
  requestId: string;
  /** Omitted: everything still refundable (a full refund, which closes the order). */
  amountCents?: number;
  reason: string;
}

/**
 * POST /api/admin/orders/{id}/refund {requestId, amountCents?, reason}; answers the updated
 * order.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, requestId, amountCents, reason }: RefundInput) =>
      apiJson<AdminOrderDetail>(
        'POST',
        `/api/admin/orders/${encodeURIComponent(orderId)}/refund`,
        amountCents === undefined ? { requestId, reason } : { requestId, amountCents, reason },
      ),
    onSuccess: (detail, { orderId }) => {
      queryClient.setQueryData(queryKeys.admin.order(orderId), detail);
      // Figures and lists elsewhere may have changed: they refetch without holding this up.
      void invalidateAdmin(queryClient);
    },
  });
}
