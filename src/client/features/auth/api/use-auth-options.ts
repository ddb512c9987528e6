import { useQuery } from '@tanstack/react-query';
import type { AuthOptions } from '#shared/schemas/auth.js';
import { queryKeys } from '#client/lib/query-keys';

/** Which sign-in methods the server offers (an OpenID Connect provider or none). */
export function useAuthOptions() {
  return useQuery<AuthOptions>({ queryKey: queryKeys.authOptions });
}
