/**
 * Full page navigations (sign-in, sign-out, after-login reloads). Kept in one object so tests can
 * observe them: happy-dom cannot follow a real navigation.
 */
export const browserNavigation = {
  /** Navigate, keeping the current page in history. */
  assign(url: string): void {
    window.location.href = url;
  },
  /** Navigate, replacing the current page in history (for pages that only forward). */
  replace(url: string): void {
    window.location.replace(url);
  },
};

/** The current path plus query string, e.g. '/checkout/core?submissionId=1'. */
export function currentPathWithSearch(): string {
  return window.location.pathname + window.location.search;
}

/** /api/login with the page to come back to after signing in. */
export function loginUrl(returnTo: string = currentPathWithSearch()): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}
