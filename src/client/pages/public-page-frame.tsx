import type { ReactNode } from 'react';
import { useAuth } from '#client/features/auth/api/use-auth';
import { LandingFooter } from '#client/features/landing/components/landing-footer';
import { LandingHeader } from '#client/features/landing/components/landing-header';

/**
 * The frame of the public pages (policies, FAQ & Support, become a reviewer). Signed-out
 * visitors get the landing page's header, since the app header shows nothing for them; everyone
 * gets the footer with the other policies.
 */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();

  return (
    <>
      {isAuthenticated ? null : <LandingHeader sectionsBase="/" />}
      {children}
      <LandingFooter />
    </>
  );
}
