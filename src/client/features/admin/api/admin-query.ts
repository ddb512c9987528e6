import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';

/**
 * After any admin action: every admin figure and list may have changed. Every admin key starts
 * with queryKeys.admin.all, pending reviewer applications included.
 */
export async function invalidateAdmin(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
}
