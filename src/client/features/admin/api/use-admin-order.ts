import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '#shared/schemas/admin.js';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

/**
 * GET /api/admin/orders/{id}: the order, its people, event log, money, messages, documents and
 * review rounds.
 */
export function adminOrderQueryOptions(id: string) {
  return queryOptions<AdminOrderDetail>({ queryKey: queryKeys.admin.order(id), ...freshOnMount });
}

export function useAdminOrder(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminOrderQueryOptions(id), enabled: options.enabled ?? true });
}
