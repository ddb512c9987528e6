import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ORDERS_DEFAULT_PAGE_SIZE } from '#shared/domain/order-lists.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { submissionPagesQueryOptions } from './use-submission-pages';
import { useSubmissions } from './use-submissions';

export type ApplicantOrders =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; orders: SubmissionListRow[] };

/**
 * Every order of the signed-in applicant, in the API's order (newest first). The list the
 * dashboard always loaded (GET /api/submissions) is its first page; when that page is full there
 * may be more, and then every page is loaded, one after another, before the orders are given.
 */
export function useApplicantOrders(): ApplicantOrders {
  const firstPage = useSubmissions();
  const mayHaveMore = (firstPage.data?.length ?? 0) >= ORDERS_DEFAULT_PAGE_SIZE;
  const pages = useInfiniteQuery({
    ...submissionPagesQueryOptions(ORDERS_DEFAULT_PAGE_SIZE),
    enabled: mayHaveMore,
  });
  const { hasNextPage, isFetching, isError, fetchNextPage } = pages;

  useEffect(() => {
    // One page at a time; a failed page stops here until the applicant tries again.
    if (mayHaveMore && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [mayHaveMore, hasNextPage, isFetching, isError, fetchNextPage]);

  if (firstPage.isPending) return { status: 'pending' };
  if (firstPage.isError) {
    return { status: 'error', error: firstPage.error, retry: () => void firstPage.refetch() };
  }
  if (!mayHaveMore) return { status: 'success', orders: firstPage.data };
  if (pages.isError) {
    return { status: 'error', error: pages.error, retry: () => void pages.refetch() };
  }
  if (!pages.data || pages.hasNextPage) return { status: 'pending' };
  return { status: 'success', orders: pages.data.pages.flatMap((page) => page.items) };
}
