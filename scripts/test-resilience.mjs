// `npm run test:resilience`: crash and outage tests on PostgreSQL (scripts/resilience/):
//   1. crashes: 50 applicants sign up, order and pay while the server is SIGKILLed 3 times;
//   2. database outage: a private PostgreSQL stopped for 5 s under load: quick 503s, recovery;
//   3. several servers: two processes behind HAProxy: an accept race, and one process killed.
// Uses the PostgreSQL of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) for
// throwaway databases, and never stops it. Prints a summary table; exits 1 on any failure, and
// cleans up every process, database and temp dir it made, also on failure, timeout or Ctrl-C.
import { prepareBuild } from './resilience/build.mjs';
import { cleanUpAll } from './resilience/cleanup.mjs';
import { crashTest } from './resilience/crash-test.mjs';
import { multiProcessTest } from './resilience/multi-process-test.mjs';
import { outageTest } from './resilience/outage-test.mjs';

const HARD_TIMEOUT_MS = 240_000;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The browser tests' quick compression: CI built that way just before, and it does not matter here.
process.env.FAST_COMPRESSION ??= '1';
prepareBuild();

const parts = [
  { name: 'crashes', run: crashTest },
  { name: 'database outage', run: outageTest },
  { name: 'several servers', run: multiProcessTest },
];

let aborting = false;
async function abort(why, code) {
  aborting = true;
  console.error(`\nResilience tests ${why}; cleaning up...`);
  await cleanUpAll();
  process.exit(code);
}
setTimeout(() => void abort(`timed out after ${HARD_TIMEOUT_MS / 1000} s`, 1), HARD_TIMEOUT_MS);
process.once('SIGINT', () => void abort('interrupted', 130));
process.once('SIGTERM', () => void abort('terminated', 143));

const started = performance.now();
const results = [];
for (const part of parts) {
  if (aborting) break;
  console.log(`\n===== resilience: ${part.name} =====`);
  const since = performance.now();
  let result;
  try {
    result = await part.run({ adminUrl });
  } catch (error) {
    result = { failures: [`stopped early: ${error.stack ?? error.message}`], figures: {} };
  } finally {
    await cleanUpAll();
  }
  const seconds = Math.round((performance.now() - since) / 1000);
  console.log(`${result.failures.length === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  results.push({ ...part, ...result, seconds });
}

const rows = [['part', 'figure', 'value']];
for (const { name, figures, failures, seconds } of results) {
  rows.push([name, 'result', `${failures.length === 0 ? 'passed' : 'FAILED'} in ${seconds} s`]);
  for (const [figure, value] of Object.entries(figures)) rows.push(['', figure, String(value)]);
}
const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell)).join(' | ');
console.log(
  `\n===== resilience summary (${Math.round((performance.now() - started) / 1000)} s) =====`,
);
console.log(line(rows[0]));
console.log(widths.map((width) => '-'.repeat(width)).join('-+-') + '-+------');
for (const row of rows.slice(1)) console.log(line(row));

const failed = results.filter((result) => result.failures.length > 0);
for (const { name, failures } of failed) {
  console.error(`\n${name} FAILED:`);
  for (const failure of failures.slice(0, 20)) console.error(`  - ${failure}`);
  if (failures.length > 20) console.error(`  ... and ${failures.length - 20} more`);
}
process.exit(failed.length > 0 ? 1 : 0);
