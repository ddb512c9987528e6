import { useQuery } from '@tanstack/react-query';
import type { User } from '#shared/schemas/auth.js';
import { getQueryFn } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** The current user, not retried; a 401 means signed out (null). */
export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: queryKeys.currentUser,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/** The signed-in user, for components rendered only behind the signed-in guard. */
export function useSignedInUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser is only for pages behind the signed-in guard.');
  return user;
}
