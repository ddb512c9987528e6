// How the built server runs as a process: `npm start`, and every script that starts it as one
// (the benchmark, the resilience test, the browser tests' cluster), so that they measure and
// test what ships.
import path from 'node:path';

/**
 * A larger young generation (24 MB semi-spaces). With V8's default, the rows and answers of the
 * requests in flight outlived each collection and were copied and promoted: collections twice
 * as often and three times as long, about a tenth of the server's CPU on list endpoints. 32 MB
 * collected no less and held more memory after a run (decision 011).
 *
 * A stated old-generation ceiling, 1.5 GB. On a machine with many gigabytes V8 lets the old
 * generation grow to up to four times what survived its last full collection before the next;
 * below 2 GB of ceiling it allows less (1.8 times at 1.5 GB). Under the benchmark's load the
 * server went from 250-310 MB to about 220 MB at its peak (decision 011).
 */
export const serverNodeFlags = ['--max-semi-space-size=24', '--max-old-space-size=1536'];

/** The arguments for `node` that run the server of the build at `buildRoot`. */
export function serverArgs(buildRoot) {
  return [...serverNodeFlags, path.join(buildRoot, 'dist/node/server/main.js')];
}
