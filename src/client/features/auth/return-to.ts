import { returnToPath } from '#shared/schemas/auth.js';

export const defaultReturnTo = '/dashboard';

/** The ?returnTo= of an auth page when it is a path on this site, else the dashboard. */
export function parseReturnTo(search: string): string {
  const raw = new URLSearchParams(search).get('returnTo');
  const parsed = returnToPath.safeParse(raw);
  return parsed.success ? parsed.data : defaultReturnTo;
}

/** An auth page's address that keeps the return address (left out when it is the default). */
export function withReturnTo(path: string, returnTo: string): string {
  return returnTo === defaultReturnTo ? path : `${path}?returnTo=${encodeURIComponent(returnTo)}`;
}
