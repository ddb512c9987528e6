import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AssignmentsPage } from '#shared/schemas/reviewers.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

const PAGE_SIZE = 20;

/** GET /api/reviewer/assignments: my orders under review, soonest deadline first, page by page. */
export function myAssignmentsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.submissions.myAssignments,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<AssignmentsPage>('GET', `/api/reviewer/assignments?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useMyAssignments() {
  return useInfiniteQuery(myAssignmentsQueryOptions());
}
