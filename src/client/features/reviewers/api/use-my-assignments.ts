import { useInfiniteQuery } from '@tanstack/react-query';
import type { AssignmentsPage } from '#shared/schemas/reviewers.js';
import { cursorPagesOptions } from '#client/lib/cursor-pages';
import { freshOnMount } from '#client/lib/fresh-on-mount';
import { queryKeys } from '#client/lib/query-keys';

const PAGE_SIZE = 20;

/** GET /api/reviewer/assignments: my orders under review, soonest deadline first, page by page. */
export function myAssignmentsQueryOptions() {
  return {
    ...cursorPagesOptions<AssignmentsPage>(
      queryKeys.submissions.myAssignments,
      '/api/reviewer/assignments',
      PAGE_SIZE,
    ),
    ...freshOnMount,
  };
}

export function useMyAssignments() {
  return useInfiniteQuery(myAssignmentsQueryOptions());
}
