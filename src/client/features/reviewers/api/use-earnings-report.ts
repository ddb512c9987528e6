import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarningsReport } from '#shared/schemas/reviewers.js';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/reviewer/earnings: delivered orders and payouts, fetched when the report opens. */
export function earningsReportQueryOptions() {
  return queryOptions<EarningsReport>({ queryKey: queryKeys.reviewer.earnings, staleTime: 0 });
}

export function useEarningsReport(enabled: boolean) {
  return useQuery({ ...earningsReportQueryOptions(), enabled });
}
