import { toast } from '../components/ui/use-toast';
import { browserNavigation, loginUrl } from './navigation';

/** SPEC section 9: the delay before a signed-out user is sent to sign in. */
export const loginRedirectDelayMs = 500;

/**
 * SPEC sections 6 and 8: tell a signed-out user why they are leaving, then send them to sign in
 * and back here. Returns a cancel function (for effects that unmount first).
 */
export function redirectToLogin(): () => void {
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  const returnTo = loginUrl();
  const timer = window.setTimeout(() => browserNavigation.assign(returnTo), loginRedirectDelayMs);
  return () => window.clearTimeout(timer);
}
