import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, AdminSettingsChange } from '#shared/schemas/admin.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { invalidateAdmin } from './admin-query';

/**
 * PUT /api/admin/settings: the Quick Settings the admin changed. The at-risk list depends on the
 * SLA threshold, so every admin query refetches.
 */
export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminSettingsChange) =>
      apiJson<AdminSettings>('PUT', '/api/admin/settings', change),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.admin.settings, saved);
      await invalidateAdmin(queryClient);
    },
  });
}
