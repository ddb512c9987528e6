// Starts the built app the way `npm start` would, on a free port with a throwaway DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../scripts/lib/ports.mjs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { snapshotBuild } from '../scripts/lib/e2e-support.mjs';
import { serverArgs } from '../scripts/lib/server-command.mjs';

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs / 1000} s`);
}

/**
 * Builds if stale and starts a copy of the build (a build in the shared working tree mid-run
 * would swap the client files out from under it); returns its URL, process id, the copy's
 * directory and a stop function. `beforeStart(env, buildDir)` runs first with the server's
 * environment (its DATA_DIR), e.g. for the CLI, which cannot open an embedded DATA_DIR while the
 * server holds it. `build` is a copy to run (snapshotBuild()): servers that are compared share
 * one, so sources edited between their starts cannot give them different builds.
 */
export async function startBuiltServer({ beforeStart, env: extraEnv = {}, build } = {}) {
  let buildDir = build;
  if (!buildDir) {
    buildIfStale();
    buildDir = snapshotBuild();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cr-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Where it answers, as a live server is told (NODE_ENV=production requires it).
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  await beforeStart?.(env, buildDir);
  const output = [];
  const child = spawn(process.execPath, serverArgs(buildDir), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for error messages only: the first-admin link it prints is noise here.
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill();
    throw new Error(`${error.message}\n${Buffer.concat(output).toString()}`);
  }
  return {
    url,
    pid: child.pid,
    buildDir,
    /** What the server printed so far (warnings and errors at LOG_LEVEL=warn). */
    output: () => Buffer.concat(output).toString(),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
