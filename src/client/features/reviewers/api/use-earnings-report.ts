import { useInfiniteQuery } from '@tanstack/react-query';
import type { EarningsReport } from '#shared/schemas/reviewers.js';
import { cursorPagesOptions } from '#client/lib/cursor-pages';
import { queryKeys } from '#client/lib/query-keys';

const PAGE_SIZE = 20;

/**
 * GET /api/reviewer/earnings: payouts by date and delivered orders newest first, page by page,
 * fetched when the report opens.
 */
export function earningsReportQueryOptions() {
  return {
    ...cursorPagesOptions<EarningsReport>(
      queryKeys.reviewer.earnings,
      '/api/reviewer/earnings',
      PAGE_SIZE,
    ),
    staleTime: 0,
  };
}

export function useEarningsReport(enabled: boolean) {
  return useInfiniteQuery({ ...earningsReportQueryOptions(), enabled });
}
