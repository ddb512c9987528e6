// `npm test`: lint, typecheck, unit tests and (for the browser tests) the build run side by side,
// each one's output printed in one piece when it ends; then, when all of them passed, the
// browser tests. Exits non-zero when any part fails. SKIP_E2E=1 leaves out the build and the
// browser tests (scripts/test-e2e.mjs says so).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const skipE2e = process.env.SKIP_E2E === '1';
const parallel = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'unit tests', command: 'npm run test:unit' },
  // The browser tests' build (quickly compressed) needs no test result: start it now.
  ...(skipE2e
    ? []
    : [
        {
          name: 'build for browser tests',
          command: 'node scripts/build-if-stale.mjs',
          env: { FAST_COMPRESSION: '1' },
        },
      ]),
];

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Runs a shell command; resolves with its exit code and its stdout and stderr interleaved. */
function run({ command, env = {} }, { capture }) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.stack}\n`)));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

const started = performance.now();
console.log(`Running side by side: ${parallel.map((task) => task.name).join(', ')}...`);
const results = await Promise.all(
  parallel.map(async (task) => {
    const since = performance.now();
    const { code, output } = await run(task, { capture: true });
    const verdict = code === 0 ? 'passed' : `FAILED (exit code ${code})`;
    console.log(`\n===== ${task.name}: ${verdict} in ${seconds(since)} =====`);
    process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
    return { ...task, code, verdict };
  }),
);

console.log(`\n===== side by side: done in ${seconds(started)} =====`);
for (const result of results) console.log(`  ${result.name}: ${result.verdict}`);
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(
    `\nnpm test failed: ${failed.map((result) => result.name).join(', ')}` +
      (skipE2e ? '.' : '; browser tests not run.'),
  );
  process.exit(1);
}

const e2eStarted = performance.now();
console.log('\n===== browser tests =====');
const e2e = await run({ command: 'npm run test:e2e' }, { capture: false });
console.log(
  `\n===== browser tests: ${e2e.code === 0 ? 'passed' : 'FAILED'} in ${seconds(e2eStarted)}` +
    ` (npm test: ${seconds(started)}) =====`,
);
process.exit(e2e.code);
