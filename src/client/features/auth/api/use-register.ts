import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, User } from '#shared/schemas/auth.js';
import { apiJson } from '#client/lib/api';

/** POST /api/auth/register: creates an applicant and signs them in (the caller reloads the app). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => apiJson<User>('POST', '/api/auth/register', body),
  });
}
