import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequestBody } from '#shared/schemas/auth.js';
import { apiJson } from '#client/lib/api';

/** POST /api/auth/password-reset/request: always answers ok, so nobody learns who has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      apiJson<{ ok: true }>('POST', '/api/auth/password-reset/request', body),
  });
}
