import type { QueryClient } from '@tanstack/react-query';

/**
 * The first part of every admin query key. The default query function joins a key's parts with
 * '/', so [ADMIN, 'stats'] fetches /api/admin/stats, and one invalidation of [ADMIN] refreshes
 * every admin screen after an action.
 */
export const ADMIN = '/api/admin';

/** The reviewer applications list, under the key the applications page also uses. */
export const pendingReviewersKey = ['/api/admin/pending-reviewers'] as const;

/**
 * The app's queries never go stale (SPEC section 9), but an operator opening a screen must see
 * current figures: admin queries refetch whenever a screen using them mounts, while the cached
 * data stays on screen. Nothing refetches in the background.
 */
export const freshOnMount = { refetchOnMount: 'always' } as const;

/** After any admin action: every admin figure and list may have changed. */
export async function invalidateAdmin(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [ADMIN] }),
    queryClient.invalidateQueries({ queryKey: pendingReviewersKey }),
  ]);
}
