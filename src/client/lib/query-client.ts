import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn, isUnauthorizedError } from './api';
import { redirectToLogin } from './session-expired';

/** Any call answered "401: ...Unauthorized" means the session ended: SPEC section 8. */
function handleError(error: unknown): void {
  if (isUnauthorizedError(error)) redirectToLogin();
}

/** The client defaults of SPEC section 9: no retries, no background refetching, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
