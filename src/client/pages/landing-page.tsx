import { useAuth } from '#client/features/auth/api/use-auth';
import { LandingFooter } from '#client/features/landing/components/landing-footer';
import { LandingHeader } from '#client/features/landing/components/landing-header';
import { LandingSections } from '#client/features/landing/components/landing-sections';

/**
 * The landing page inside the app: /landing for signed-in users (under the app header) and /
 * when a signed-out visitor navigates there client-side. A fresh load of / is answered by the
 * server with the prerendered landing.html, built from the same components.
 */
export function LandingPage() {
  const { isAuthenticated } = useAuth();
  return (
    <>
      {isAuthenticated ? null : <LandingHeader />}
      <LandingSections />
      <LandingFooter />
    </>
  );
}
