// Debian's Chromium: the browser of the browser tests (Playwright) and of bench:pages
// (Lighthouse). Installed with apt on first use where it is missing and we may.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Makes sure Chromium is at CHROMIUM, installing it with apt when running as root; else exits
 * saying how to install it. `purpose` ends the messages ("for the browser tests").
 */
export function ensureChromium(purpose, otherwise = '') {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is needed at ${CHROMIUM} ${purpose}. Install it ` +
        `(Debian/Ubuntu: sudo apt-get install -y chromium)${otherwise}.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian chromium ${purpose} (once)...`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
