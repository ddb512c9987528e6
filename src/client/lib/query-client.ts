import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn, isUnauthorizedError } from './api';
import { redirectToLogin } from './session-expired';

/** Any call answered "401: ...Unauthorized" means the session ended (docs/product.md §5 Access). */
function handleError(error: unknown): void {
  if (isUnauthorizedError(error)) redirectToLogin();
}

/**
 * Client defaults (docs/product.md §7 Screens): no retries, no background refetches, never stale.
 */
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
