import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#shared/schemas/admin.js';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

/**
 * GET /api/admin/stats: the four stat cards. Typed as partial because the dashboard falls back
 * to stat-defaults.ts for any field the response lacks.
 */
export function adminStatsQueryOptions() {
  return queryOptions<Partial<AdminStats>>({ queryKey: queryKeys.admin.stats, ...freshOnMount });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
