// Lighthouse on the landing page (/), mobile and desktop, plus the JavaScript the page ships.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/build-if-stale.mjs';
import { startBuiltServer } from './built-server.mjs';

const clientDir = path.join(root, 'dist/client');
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
// A metric Lighthouse could not measure has no numericValue; show why instead of crashing.
const metric = (lhr, id, format) => {
  const result = lhr.audits[id];
  return result.numericValue === undefined
    ? `n/a (${result.errorMessage ?? result.scoreDisplayMode})`
    : format(result.numericValue);
};
const ms = (value) => `${Math.round(value)} ms`;

/** Gzipped bytes of every script an HTML file loads or inlines (what a browser would fetch). */
function gzippedScriptBytes(htmlFile) {
  const html = readFileSync(path.join(clientDir, htmlFile), 'utf8');
  let total = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc="([^"]+)"/.exec(match[1])?.[1];
    const code = src ? readFileSync(path.join(clientDir, src)) : Buffer.from(match[2]);
    total += gzipSync(code).length;
  }
  // The app's shell also preloads the chunks its entry imports; count them as shipped too.
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/gi)) {
    total += gzipSync(readFileSync(path.join(clientDir, match[1]))).length;
  }
  return total;
}

async function audit(url, port, formFactor) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const { lhr } = await lighthouse(url, flags, config);
  const scripts = lhr.audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  );
  const total = lhr.audits['total-byte-weight'].numericValue;
  return {
    formFactor,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    jsTransferred: scripts?.transferSize ?? 0,
    jsRequests: scripts?.requestCount ?? 0,
    totalTransferred: total,
    fcp: metric(lhr, 'first-contentful-paint', ms),
    lcp: metric(lhr, 'largest-contentful-paint', ms),
    tbt: metric(lhr, 'total-blocking-time', ms),
    cls: metric(lhr, 'cumulative-layout-shift', (value) => value.toFixed(3)),
    warnings: lhr.runWarnings,
  };
}

export async function benchLandingPage() {
  const server = await startBuiltServer();
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results = [];
    for (const formFactor of ['mobile', 'desktop']) {
      results.push(await audit(`${server.url}/`, chrome.port, formFactor));
    }
    console.log('\nLanding page (/), Lighthouse 12 performance');
    console.table(
      results.map((r) => ({
        preset: r.formFactor,
        score: r.score,
        'JS transferred': `${kB(r.jsTransferred)} (${r.jsRequests} requests)`,
        'all transferred': kB(r.totalTransferred),
        FCP: r.fcp,
        LCP: r.lcp,
        TBT: r.tbt,
        CLS: r.cls,
      })),
    );
    for (const r of results) {
      for (const warning of r.warnings) console.warn(`${r.formFactor}: ${warning}`);
    }
    console.log(`Landing JavaScript, gzipped: ${kB(gzippedScriptBytes('landing.html'))}`);
    console.log(
      `For comparison, the app shell (index.html) ships ${kB(gzippedScriptBytes('index.html'))} of gzipped JavaScript before its first page renders.`,
    );
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
