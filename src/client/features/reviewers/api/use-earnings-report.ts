import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EarningsReport } from '#shared/schemas/reviewers.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

const PAGE_SIZE = 20;

/**
 * GET /api/reviewer/earnings: payouts by date and delivered orders newest first, page by page,
 * fetched when the report opens.
 */
export function earningsReportQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.reviewer.earnings,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<EarningsReport>('GET', `/api/reviewer/earnings?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export function useEarningsReport(enabled: boolean) {
  return useInfiniteQuery({ ...earningsReportQueryOptions(), enabled });
}
