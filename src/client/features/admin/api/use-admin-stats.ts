import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../shared/schemas/admin.js';
import { ADMIN, freshOnMount } from './admin-query';

/**
 * GET /api/admin/stats: the four stat cards. Typed as partial because SPEC section 3 has the
 * dashboard fall back to section 9's defaults for any field the response lacks.
 */
export function adminStatsQueryOptions() {
  return queryOptions<Partial<AdminStats>>({ queryKey: [ADMIN, 'stats'], ...freshOnMount });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
