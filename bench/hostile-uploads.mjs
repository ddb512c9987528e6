// `npx tsx bench/hostile-uploads.mjs`: uploads hostile documents to the built server, several at
// once, through the real upload path, while polling /healthz and sampling memory (Linux /proc).
// tsx is only needed to import the file generators from tests/support; the server runs as
// `npm start` would. Set DATABASE_URL to leave the embedded database's memory out of the figures.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { docxInflatingTo } from '../tests/support/hostile-docx.js';
import {
  pdfInflatingTo,
  pdfWithLzwZeros,
  pdfWithNestedForms,
  pdfWithOperators,
  pdfWithPages,
} from '../tests/support/hostile-pdfs.js';
import { makePdf } from '../tests/support/document-fixtures.js';
import { startBuiltServer } from './built-server.mjs';
import { nearestRank } from './percentiles.mjs';

const HEALTH_INTERVAL_MS = 20;
const MB = 1024 * 1024;

/** Resident memory of a process in bytes, or 0 once it is gone. */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Process ids whose parent is `pid` (the document parsers the server started). */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces; the parent id follows it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // Exited while we looked.
    }
  }
  return children;
}

/** Polls /healthz and samples memory until stopped; returns the worst figures seen. */
function watch(url, pid) {
  const worst = { latencies: [], failures: 0, serverRss: 0, totalRss: 0, parsers: 0 };
  let running = true;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/healthz`);
        await response.arrayBuffer();
        if (!response.ok) worst.failures += 1;
      } catch {
        worst.failures += 1;
      }
      const took = performance.now() - started;
      worst.latencies.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, HEALTH_INTERVAL_MS - took)));
    }
  })();
  const memory = setInterval(() => {
    const server = rssOf(pid);
    const parsers = childrenOf(pid);
    const total = parsers.reduce((sum, child) => sum + rssOf(child), server);
    worst.serverRss = Math.max(worst.serverRss, server);
    worst.totalRss = Math.max(worst.totalRss, total);
    worst.parsers = Math.max(worst.parsers, parsers.length);
  }, HEALTH_INTERVAL_MS);
  return async () => {
    running = false;
    clearInterval(memory);
    await health;
    return worst;
  };
}

async function signUp(url) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomUUID()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Bench',
      lastName: 'Mark',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Upload slot, PUT to storage, then PUT /api/documents, timed from the registration. */
async function upload(url, cookie, name, bytes) {
  const json = { 'content-type': 'application/json', cookie };
  const slot = await fetch(`${url}/api/objects/upload`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ kind: 'statement' }),
  });
  const { uploadURL } = await slot.json();
  const put = await fetch(`${url}${uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  if (!put.ok) throw new Error(`upload of ${name} failed: ${put.status} ${await put.text()}`);
  const started = performance.now();
  const registered = await fetch(`${url}/api/documents`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ documentURL: uploadURL.split('?')[0] }),
  });
  const body = await registered.json();
  const ms = Math.round(performance.now() - started);
  return { name, size: bytes.length, status: registered.status, ms, message: body.message ?? '' };
}

async function round(server, title, files, { oneAtATime = false } = {}) {
  const stop = watch(server.url, server.pid);
  const results = [];
  if (oneAtATime) {
    const cookie = await signUp(server.url);
    for (const [name, bytes] of files) results.push(await upload(server.url, cookie, name, bytes));
  } else {
    // Each from an account of its own: the server reads one file at a time per person.
    const uploads = files.map(async ([name, bytes]) =>
      upload(server.url, await signUp(server.url), name, bytes),
    );
    results.push(...(await Promise.all(uploads)));
  }
  const worst = await stop();
  console.log(`\n${title}`);
  for (const result of results) {
    const size = `${(result.size / MB).toFixed(2)} MB`;
    console.log(
      `  ${result.status} after ${result.ms} ms  ${result.name} (${size})  ${result.message}`,
    );
  }
  const latencies = worst.latencies.sort((a, b) => a - b);
  const at = (share) => nearestRank(latencies, share);
  console.log(
    `  /healthz: worst ${at(1).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, median ${at(0.5).toFixed(1)} ms over ${latencies.length} polls, ${worst.failures} failed`,
  );
  console.log(
    `  peak RSS: server ${(worst.serverRss / MB).toFixed(0)} MB, server + parsers ${(worst.totalRss / MB).toFixed(0)} MB (at most ${worst.parsers} parsers at once)`,
  );
}

const server = await startBuiltServer();
try {
  await round(server, 'Idle baseline (one normal statement)', [
    ['normal 2-page statement', await makePdf(['A normal statement.', 'Page two.'])],
  ]);
  const review = [
    ['PDF of 100 million operators', pdfWithOperators(100_000_000)],
    ['PDF of 10,000 pages', pdfWithPages(10_000)],
    ['PDF whose content stream inflates to 1.7 GB', pdfInflatingTo(1700)],
    ['DOCX declaring 4 KB that inflates to 1.8 GB', docxInflatingTo(1850)],
  ];
  await round(server, 'The four files from the security review, one at a time', review, {
    oneAtATime: true,
  });
  await round(server, 'The four files from the security review, at once', review);
  await round(server, 'Files only the last-resort limits catch, with a normal one', [
    ['PDF of forms drawing forms 10^9 times', pdfWithNestedForms(9)],
    ['PDF whose LZW stream decodes to 1 GB', pdfWithLzwZeros(150)],
    ['PDF whose LZW stream decodes to 1 GB (again)', pdfWithLzwZeros(150)],
    ['PDF of 10,000 pages', pdfWithPages(10_000)],
    ['normal 2-page statement', await makePdf(['A normal statement.', 'Page two.'])],
  ]);
} finally {
  await server.stop();
}
