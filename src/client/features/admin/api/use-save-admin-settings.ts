import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '../../../../shared/schemas/admin.js';
import { apiJson } from '../../../lib/api';
import { invalidateAdmin } from './admin-query';
import { adminSettingsKey } from './use-admin-settings';

/**
 * PUT /api/admin/settings: all three Quick Settings at once. The at-risk list depends on the SLA
 * threshold, so every admin query refetches.
 */
export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AdminSettings) =>
      apiJson<AdminSettings>('PUT', '/api/admin/settings', settings),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminSettingsKey, saved);
      await invalidateAdmin(queryClient);
    },
  });
}
