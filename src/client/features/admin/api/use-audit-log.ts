import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '#shared/schemas/admin.js';
import { cursorPagesOptions } from '#client/lib/cursor-pages';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

const PAGE_SIZE = 50;

/** GET /api/admin/audit-log?cursor=: every admin action, newest first, page by page. */
export function auditLogQueryOptions() {
  return {
    ...cursorPagesOptions<AuditLogPage>(
      queryKeys.admin.auditLog,
      '/api/admin/audit-log',
      PAGE_SIZE,
    ),
    ...freshOnMount,
  };
}

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions());
}
