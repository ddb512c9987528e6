import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';

/**
 * The app's queries never go stale (docs/product.md §7 Screens), but an operator opening a screen
 * must see current figures: admin queries refetch whenever a screen using them mounts, while the
 * cached data stays on screen. Nothing refetches in the background.
 */
export const freshOnMount = { refetchOnMount: 'always' } as const;

/**
 * After any admin action: every admin figure and list may have changed. Every admin key starts
 * with queryKeys.admin.all, pending reviewer applications included.
 */
export async function invalidateAdmin(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
}
