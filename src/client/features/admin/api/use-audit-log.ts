import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '#shared/schemas/admin.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from './admin-query';

const PAGE_SIZE = 50;

/** GET /api/admin/audit-log?cursor=: every admin action, newest first, page by page. */
export function auditLogQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.admin.auditLog,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<AuditLogPage>('GET', `/api/admin/audit-log?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...freshOnMount,
  });
}

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions());
}
