import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../../shared/schemas/admin.js';
import { ADMIN, freshOnMount } from './admin-query';

export function adminOrderKey(id: string) {
  return [ADMIN, 'orders', encodeURIComponent(id)] as const;
}

/**
 * GET /api/admin/orders/{id}: the order, its people, event log, money, messages, documents and
 * review rounds.
 */
export function adminOrderQueryOptions(id: string) {
  return queryOptions<AdminOrderDetail>({ queryKey: adminOrderKey(id), ...freshOnMount });
}

export function useAdminOrder(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminOrderQueryOptions(id), enabled: options.enabled ?? true });
}
