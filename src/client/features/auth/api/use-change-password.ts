import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '#shared/schemas/auth.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/auth/password (400 when the current password is wrong). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiJson<{ ok: true }>('POST', '/api/auth/password', body),
    // The server may rotate the session on a password change: read the user again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
