import { useInfiniteQuery } from '@tanstack/react-query';
import type { OutboxPage } from '#shared/schemas/admin.js';
import { cursorPagesOptions } from '#client/lib/cursor-pages';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

const PAGE_SIZE = 20;

/** Under the admin key, so every admin action refreshes it with the rest. */
export const outboxQueryKey = [...queryKeys.admin.all, 'outbox', 'pages'] as const;

/** GET /api/admin/outbox?cursor=: every queued email, newest first, page by page. */
export function outboxQueryOptions() {
  return {
    ...cursorPagesOptions<OutboxPage>(outboxQueryKey, '/api/admin/outbox', PAGE_SIZE),
    ...freshOnMount,
  };
}

export function useOutbox() {
  return useInfiniteQuery(outboxQueryOptions());
}
