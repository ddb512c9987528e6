// `npm run bench:pages`: Lighthouse on every screen, against budgets (bench/pages-budgets.mjs).
// Kept out of `npm test`: it takes several minutes and its numbers depend on the machine.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/build-if-stale.mjs';
import { ensureChromium } from '../scripts/lib/chromium.mjs';

// Lighthouse (and its ~170 dependencies) serves only this benchmark, so `npm ci` leaves it out
// and the first `npm run bench:pages` installs the version verified here. --no-save keeps
// package.json and package-lock.json as they are (the next `npm ci` removes it again);
// package.json's "overrides" still apply. Lighthouse 13 needs Node 22.
const LIGHTHOUSE = 'lighthouse@12.8.2';

// Looked up on disk, not imported: Node remembers a failed import for the rest of the process.
const lighthouseInstalled = () =>
  ['lighthouse', 'chrome-launcher'].every((name) =>
    existsSync(path.join(root, 'node_modules', name, 'package.json')),
  );

if (!lighthouseInstalled()) {
  console.log(`Installing ${LIGHTHOUSE} for the benchmark (not saved to package.json)...`);
  execSync(`npm install --no-save --no-audit --no-fund ${LIGHTHOUSE}`, {
    cwd: root,
    stdio: 'inherit',
  });
}

ensureChromium('for the page benchmark');

const { benchPages } = await import('./pages-run.mjs');
await benchPages();
