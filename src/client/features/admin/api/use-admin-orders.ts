import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminOrderPage } from '#shared/schemas/admin.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { ordersUrl, type OrderFilters } from '../lib/order-filters';
import { freshOnMount } from '#client/lib/fresh-on-mount';

/**
 * GET /api/admin/orders?status=&package=&reviewerId=&q=&cursor=&limit=: newest first, one page
 * at a time; the next page starts at the previous page's cursor.
 */
export function adminOrdersQueryOptions(filters: OrderFilters, limit = 20) {
  return infiniteQueryOptions({
    queryKey: queryKeys.admin.orders(filters, limit),
    queryFn: ({ pageParam }) =>
      apiJson<AdminOrderPage>('GET', ordersUrl(filters, { cursor: pageParam, limit })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...freshOnMount,
  });
}

export function useAdminOrders(filters: OrderFilters, limit?: number) {
  return useInfiniteQuery(adminOrdersQueryOptions(filters, limit));
}
