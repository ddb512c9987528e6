import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { PageSpinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/use-toast';
import { useAuth } from '#client/features/auth/api/use-auth';
import { browserNavigation, loginUrl } from '#client/lib/navigation';
import { redirectToLogin } from '#client/lib/session-expired';

/** Signed-out visitors get the 'Unauthorized' toast and, 500 ms later, the sign-in page. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? children : <SessionExpired />;
}

function SessionExpired() {
  useEffect(() => redirectToLogin(), []);
  return <PageSpinner />;
}

/** Sign-in and sign-up are for signed-out visitors; others go to their dashboard. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Redirect to="/dashboard" replace /> : children;
}

interface RoleOnlyProps {
  roles: readonly string[];
  /** The 'Access Denied' toast's explanation. */
  deniedMessage: string;
  children: ReactNode;
}

/** For signed-in users of the given roles; anyone else is told why and sent to the dashboard. */
export function RoleOnly({ roles, deniedMessage, children }: RoleOnlyProps) {
  const { user } = useAuth();
  const allowed = user !== null && roles.includes(user.role);
  return allowed ? children : <AccessDenied message={deniedMessage} />;
}

function AccessDenied({ message }: { message: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    toast({ title: 'Access Denied', description: message, variant: 'destructive' });
    navigate('/dashboard', { replace: true });
  }, [message, navigate]);
  return null;
}

/** A page that needs an account sends a signed-out visitor to sign in at once, then back. */
export function ForwardToLogin() {
  useEffect(() => browserNavigation.replace(loginUrl()), []);
  return <PageSpinner />;
}
