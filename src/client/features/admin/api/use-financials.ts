import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Financials } from '../../../../shared/schemas/admin.js';
import { ADMIN, freshOnMount } from './admin-query';

/** GET /api/admin/financials: this month's and last month's money. */
export function financialsQueryOptions() {
  return queryOptions<Financials>({ queryKey: [ADMIN, 'financials'], ...freshOnMount });
}

export function useFinancials() {
  return useQuery(financialsQueryOptions());
}
