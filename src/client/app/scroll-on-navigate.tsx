import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Client-side navigation keeps the browser's scroll position, so a page opened from the bottom
 * of a long one (Submit Review, Request revision) would open part-way down. Each new path starts
 * at its top; a link to a section (#contact) scrolls there itself.
 */
export function ScrollToTopOnNavigate() {
  const [path] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [path]);
  return null;
}
