import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AtRiskOrder } from '#shared/schemas/admin.js';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from './admin-query';

/** GET /api/admin/at-risk-orders: paid, undelivered orders past the SLA alert threshold. */
export function atRiskOrdersQueryOptions() {
  return queryOptions<AtRiskOrder[]>({ queryKey: queryKeys.admin.atRiskOrders, ...freshOnMount });
}

export function useAtRiskOrders() {
  return useQuery(atRiskOrdersQueryOptions());
}
