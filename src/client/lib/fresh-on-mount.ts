/**
 * The app's queries never go stale and nothing refetches in the background (docs/product.md §7
 * Screens), yet a screen asks again when it is opened: a query whose figures others change (an
 * order's status, a queue, an admin list) refetches whenever a screen using it mounts, while the
 * cached answer stays on screen until the new one arrives.
 */
export const freshOnMount = { refetchOnMount: 'always' } as const;
