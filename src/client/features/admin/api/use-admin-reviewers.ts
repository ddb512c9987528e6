import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReviewerPage } from '#shared/schemas/admin.js';
import { cursorPagesOptions } from '#client/lib/cursor-pages';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

const PAGE_SIZE = 50;

/** GET /api/admin/reviewers?cursor=: approved reviewers, alphabetical, page by page. */
export function adminReviewersQueryOptions() {
  return {
    ...cursorPagesOptions<AdminReviewerPage>(
      queryKeys.admin.reviewers,
      '/api/admin/reviewers',
      PAGE_SIZE,
    ),
    ...freshOnMount,
  };
}

export function useAdminReviewers() {
  return useInfiniteQuery(adminReviewersQueryOptions());
}
