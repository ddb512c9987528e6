import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * The page Back or Forward went to. Noted by a listener added when this module loads, so it runs
 * before the router's own: the router may render the new page, and this component's effect run,
 * before a listener added later would hear of it.
 */
let poppedTo: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    poppedTo = window.location.pathname;
  });
}

/**
 * Client-side navigation keeps the browser's scroll position, so a page opened from the bottom
 * of a long one (Submit Review, Request revision) would open part-way down. Each new path starts
 * at its top; a link to a section (#contact) scrolls there itself, and Back or Forward leaves the
 * browser to put the page where it was.
 */
export function ScrollToTopOnNavigate() {
  const [path] = useLocation();
  useEffect(() => {
    // Compared by path: a step back within the page (from #contact) changes no path, and must not
    // keep the next link from starting at the top.
    const throughHistory = poppedTo === window.location.pathname;
    poppedTo = null;
    if (!throughHistory && !window.location.hash) window.scrollTo(0, 0);
  }, [path]);
  return null;
}
