import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '#shared/schemas/admin.js';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

/** GET /api/admin/settings: Quick Settings as saved on the server. */
export function adminSettingsQueryOptions() {
  return queryOptions<AdminSettings>({ queryKey: queryKeys.admin.settings, ...freshOnMount });
}

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
