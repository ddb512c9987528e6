// One page under Lighthouse 12's default (mobile) preset: the median of several runs, and the
// JavaScript the page loaded, as transferred and gzipped.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM } from '../scripts/lib/chromium.mjs';

// The flags the browser tests give Chromium (playwright.config.ts).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// A metric Lighthouse could not measure has no numericValue; keep why instead of crashing.
const metric = (lhr, id) => {
  const result = lhr.audits[id];
  return result.numericValue ?? `n/a (${result.errorMessage ?? result.scoreDisplayMode})`;
};

/**
 * Gzipped size of each script the page fetched. The server sends brotli, so what crossed the
 * wire is smaller; the budget is in gzip, the size every browser and CDN can count on. A script
 * not from the build (another origin) counts as transferred.
 */
function scriptsOf(lhr, clientDir) {
  return lhr.audits['network-requests'].details.items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => {
      const file = path.join(clientDir, new URL(item.url).pathname);
      const built = file.startsWith(`${clientDir}${path.sep}`) && existsSync(file);
      return {
        url: new URL(item.url).pathname,
        transferBytes: item.transferSize,
        gzipBytes: built ? gzipSync(readFileSync(file), { level: 9 }).length : item.transferSize,
      };
    });
}

/** Chromium's --version line, for the record of a run. */
export const chromiumVersion = () =>
  execFileSync(CHROMIUM, ['--version'], {
    encoding: 'utf8',
    // Debian's wrapper script prints a shell warning on stderr; the version is on stdout.
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();

/** Lighthouse in a fresh browser: one that navigated before now and then fails with NO_NAVSTART. */
async function lighthouseInNewChrome(url, flags) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    return await lighthouse(url, { ...flags, port: chrome.port });
  } finally {
    await chrome.kill();
  }
}

async function auditOnce(url, { cookie, clientDir }) {
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie && { extraHeaders: { Cookie: cookie } }),
  };
  let { lhr } = await lighthouseInNewChrome(url, flags);
  // On a busy machine a run now and then records no trace or paint (NO_NAVSTART, NO_FCP), and
  // Lighthouse's own advice is to run again.
  for (let retry = 1; lhr.runtimeError && retry <= 2; retry += 1) {
    console.warn(`  ${lhr.runtimeError.code}: running Lighthouse again (${retry} of 2)`);
    ({ lhr } = await lighthouseInNewChrome(url, flags));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A signed-in page that bounced to the sign-in page would measure the wrong screen.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: is the session cookie valid?`);
  }
  const scripts = scriptsOf(lhr, clientDir);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    jsTransferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    scripts,
    // Lighthouse's measure of this machine's CPU at the run (higher is faster): its simulated
    // mobile CPU is this machine slowed four times, so scores move with it between machines.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    warnings: lhr.runWarnings,
  };
}

/**
 * Runs Lighthouse `runs` times on `url` (sending `cookie`, if any); the median run by performance
 * score, with all scores. `clientDir` holds the built client files the page loads.
 */
export async function auditPage(url, { cookie, clientDir, runs }) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await auditOnce(url, { cookie, clientDir }));
  const byScore = [...results].sort((a, b) => a.score - b.score);
  return { ...byScore[Math.floor(runs / 2)], scores: results.map((r) => r.score) };
}
