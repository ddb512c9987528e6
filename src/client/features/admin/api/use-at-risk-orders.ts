import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AtRiskOrderPage } from '#shared/schemas/admin.js';
import { apiJson } from '#client/lib/api';
import { cursorPagesOptions } from '#client/lib/cursor-pages';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

const PAGE_SIZE = 20;
const PATH = '/api/admin/at-risk-orders';

/*
 * GET /api/admin/at-risk-orders?limit=&cursor=: paid, undelivered orders past the SLA alert
 * threshold, soonest deadline first, a page at a time, with how many are at risk in all. Both
 * keys sit under queryKeys.admin.atRiskOrders, so whatever invalidates it refreshes both.
 */

/** The dashboard card: the first `limit` orders and the total. */
export function atRiskFirstPageQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...queryKeys.admin.atRiskOrders, 'first', { limit }] as const,
    queryFn: () => apiJson<AtRiskOrderPage>('GET', `${PATH}?limit=${limit}`),
    ...freshOnMount,
  });
}

export function useAtRiskFirstPage(limit: number) {
  return useQuery(atRiskFirstPageQueryOptions(limit));
}

/** /admin/at-risk: every order at risk, page by page. */
export function atRiskOrdersQueryOptions() {
  return {
    ...cursorPagesOptions<AtRiskOrderPage>(
      [...queryKeys.admin.atRiskOrders, 'pages'],
      PATH,
      PAGE_SIZE,
    ),
    ...freshOnMount,
  };
}

export function useAtRiskOrders() {
  return useInfiniteQuery(atRiskOrdersQueryOptions());
}
