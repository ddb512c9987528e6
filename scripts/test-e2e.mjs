// The browser layer of `npm test`: makes sure Debian's chromium is there, then runs Playwright.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';

const CHROMIUM = '/usr/bin/chromium';

if (process.env.SKIP_E2E === '1') {
  console.log('SKIP_E2E=1: browser tests skipped.');
  process.exit(0);
}

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium), ` +
        'or run with SKIP_E2E=1 to skip the browser layer.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests (once)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}

// Build once here (quick compression: FAST_COMPRESSION=1), not in each of Playwright's two
// servers; `npm test` may already have done it beside the unit tests.
process.env.FAST_COMPRESSION = '1';
buildIfStale();

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
