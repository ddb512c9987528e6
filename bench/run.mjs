// `npm run bench`: page-speed benchmarks. Kept out of `npm test`: they take a minute and their
// numbers depend on the machine, so they inform decisions rather than gate commits.
import { benchLandingPage } from './landing-lighthouse.mjs';

await benchLandingPage();
