import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OutboxPage } from '#shared/schemas/admin.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from './admin-query';

const PAGE_SIZE = 20;

/** Under the admin key, so every admin action refreshes it with the rest. */
export const outboxQueryKey = [...queryKeys.admin.all, 'outbox', 'pages'] as const;

/** GET /api/admin/outbox?cursor=: every queued email, newest first, page by page. */
export function outboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: outboxQueryKey,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<OutboxPage>('GET', `/api/admin/outbox?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...freshOnMount,
  });
}

export function useOutbox() {
  return useInfiniteQuery(outboxQueryOptions());
}
