import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmBody } from '#shared/schemas/auth.js';
import { apiJson } from '#client/lib/api';

/** POST /api/auth/password-reset/confirm (400 when the link expired or was used). */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      apiJson<{ ok: true }>('POST', '/api/auth/password-reset/confirm', body),
  });
}
