import { useAuth } from '../features/auth/api/use-auth';
import { Hero } from '../features/landing/components/hero';
import { HowItWorks } from '../features/landing/components/how-it-works';
import { LandingFooter } from '../features/landing/components/landing-footer';
import { LandingHeader } from '../features/landing/components/landing-header';
import { Pricing } from '../features/landing/components/pricing';

/** The public landing page (/, and /landing for signed-in users under the app header). */
export function LandingPage() {
  const { isAuthenticated } = useAuth();
  return (
    <>
      {isAuthenticated ? null : <LandingHeader />}
      <Hero />
      <HowItWorks />
      <Pricing />
      <LandingFooter />
    </>
  );
}
