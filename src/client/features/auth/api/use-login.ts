import { useMutation } from '@tanstack/react-query';
import type { LoginBody, User } from '#shared/schemas/auth.js';
import { apiJson } from '#client/lib/api';

/**
 * POST /api/auth/login. The caller then reloads the app at the return address, which reads the
 * new session; the user cache is left alone so the /login guard does not redirect first.
 */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => apiJson<User>('POST', '/api/auth/login', body),
  });
}
