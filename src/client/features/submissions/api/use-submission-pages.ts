import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '#shared/domain/order-lists.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const ORDERS_PAGE_SIZE = 10;

export interface SubmissionPage {
  items: SubmissionListRow[];
  /** The cursor of the next page; null on the last page. */
  nextCursor: string | null;
}

async function fetchSubmissionPage(cursor: string | null, limit: number): Promise<SubmissionPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  const res = await apiRequest('GET', `/api/submissions?${params.toString()}`);
  const items = (await res.json()) as SubmissionListRow[];
  return { items, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) || null };
}

/** Every order of the applicant, newest first, a page at a time (cursor in a response header). */
export function submissionPagesQueryOptions(limit = ORDERS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: queryKeys.submissions.pages(limit),
    queryFn: ({ pageParam }) => fetchSubmissionPage(pageParam, limit),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Past orders change status while the applicant is away: check again on each visit.
    staleTime: 0,
  });
}

export function useSubmissionPages(limit = ORDERS_PAGE_SIZE) {
  return useInfiniteQuery(submissionPagesQueryOptions(limit));
}
