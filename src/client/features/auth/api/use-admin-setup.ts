import { useMutation } from '@tanstack/react-query';
import type { AdminSetupBody, User } from '#shared/schemas/auth.js';
import { apiJson } from '#client/lib/api';

/** POST /api/auth/admin-setup: the one-time first administrator (the caller reloads the app). */
export function useAdminSetup() {
  return useMutation({
    mutationFn: (body: AdminSetupBody) => apiJson<User>('POST', '/api/auth/admin-setup', body),
  });
}
