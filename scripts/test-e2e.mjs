// The browser layer of `npm test`: makes sure Debian's chromium is there, then runs Playwright.
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { ensureChromium } from './lib/chromium.mjs';

if (process.env.SKIP_E2E === '1') {
  console.log('SKIP_E2E=1: browser tests skipped.');
  process.exit(0);
}

ensureChromium('for the browser tests', ', or run with SKIP_E2E=1 to skip the browser layer');

// Build once here (quick compression: FAST_COMPRESSION=1), not in each of Playwright's two
// servers; `npm test` may already have done it beside the unit tests.
process.env.FAST_COMPRESSION = '1';
buildIfStale();

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
