import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { MeetYourReviewer } from './meet-your-reviewer';
import { Pricing } from './pricing';
import { StatTiles } from './stat-tiles';

/**
 * The body of the landing page, between header and footer. The single source for both the
 * page inside the app and the prerendered landing.html, so the two cannot drift apart. It holds
 * no state and no hooks besides wouter's links, which is what lets it render without JavaScript.
 */
export function LandingSections() {
  return (
    <>
      <Hero />
      <StatTiles />
      <HowItWorks />
      <Pricing />
      <MeetYourReviewer />
    </>
  );
}
