import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Client-side navigation keeps the browser's scroll position, so a page opened from the bottom
 * of a long one (Submit Review, Request revision) would open part-way down. Each new path starts
 * at its top; a link to a section (#contact) scrolls there itself, and Back or Forward leaves the
 * browser to put the page where it was.
 */
export function ScrollToTopOnNavigate() {
  const [path] = useLocation();
  const throughHistory = useRef(false);
  useEffect(() => {
    const onPopState = () => {
      throughHistory.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  useEffect(() => {
    if (throughHistory.current) {
      throughHistory.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [path]);
  return null;
}
