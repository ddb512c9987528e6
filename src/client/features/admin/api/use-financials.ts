import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Financials } from '#shared/schemas/admin.js';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

/** GET /api/admin/financials: this month's and last month's money. */
export function financialsQueryOptions() {
  return queryOptions<Financials>({ queryKey: queryKeys.admin.financials, ...freshOnMount });
}

export function useFinancials() {
  return useQuery(financialsQueryOptions());
}
