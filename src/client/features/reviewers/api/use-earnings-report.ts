import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarningsReport } from '../../../../shared/schemas/reviewers.js';

export const earningsReportQueryKey = ['/api/reviewer/earnings'] as const;

/** GET /api/reviewer/earnings: delivered orders and payouts, fetched when the report opens. */
export function earningsReportQueryOptions() {
  return queryOptions<EarningsReport>({ queryKey: earningsReportQueryKey, staleTime: 0 });
}

export function useEarningsReport(enabled: boolean) {
  return useQuery({ ...earningsReportQueryOptions(), enabled });
}
