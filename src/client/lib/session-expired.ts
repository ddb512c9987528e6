import { loadToaster } from '#client/components/ui/load-toaster';
import { toast } from '#client/components/ui/use-toast';
import { browserNavigation, loginUrl } from './navigation';

/** The delay before a signed-out user is sent to sign in (docs/product.md §5 Access). */
export const loginRedirectDelayMs = 500;

/**
 * docs/product.md §5 Access: tell a signed-out user why they are leaving, then send them to sign in
 * and back here. Returns a cancel function (for effects that unmount first).
 */
export function redirectToLogin(): () => void {
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  const returnTo = loginUrl();
  let timer: number | undefined;
  let cancelled = false;
  // The toast shows once its toaster's code has loaded, which on a slow connection takes longer
  // than the delay: the delay starts then (or when loading failed), so the user sees why.
  const startDelay = () => {
    if (cancelled) return;
    timer = window.setTimeout(() => browserNavigation.assign(returnTo), loginRedirectDelayMs);
  };
  loadToaster().then(startDelay, startDelay);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
