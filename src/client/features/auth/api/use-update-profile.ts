import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, User } from '#shared/schemas/auth.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** PATCH /api/auth/user; the answer replaces the cached user so the header updates at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiJson<User>('PATCH', '/api/auth/user', body),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
