import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '../../../../shared/schemas/admin.js';
import { ADMIN, freshOnMount } from './admin-query';

export const adminSettingsKey = [ADMIN, 'settings'] as const;

/** GET /api/admin/settings: Quick Settings as saved on the server. */
export function adminSettingsQueryOptions() {
  return queryOptions<AdminSettings>({ queryKey: adminSettingsKey, ...freshOnMount });
}

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
