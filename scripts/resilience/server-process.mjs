// The built server (dist/node/server/main.js) as a child process on PostgreSQL, that a test can
// SIGKILL and start again on the same port, the way a supervisor would.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtRoot } from './build.mjs';
import { onCleanup } from './cleanup.mjs';
import { freePort, waitUntil } from '../lib/ports.mjs';
import { serverArgs } from '../lib/server-command.mjs';

/** The same for every process, so one process's session cookie works on the others. */
const SESSION_SECRET = 'resilience-tests-session-secret-0123456789';
const OUTPUT_KEPT = 4_000_000;

/** The environment a test server runs with (also used for the CLI on the same database). */
export function serverEnv({ databaseUrl, dataDir, port, logLevel = 'warn' }) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    // Test mode payments (no Stripe keys): the project's own card processor stand-in.
    TEST_FAST_PASSWORD_HASHING: '1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: logLevel,
    // Every simulated applicant signs up from 127.0.0.1.
    AUTH_ATTEMPTS_PER_IP: '1000000',
  };
}

async function healthy(url) {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts a server on `databaseUrl`. Returns { name, url, port, pid, output(), kill(), restart(),
 * stop(), exitedOnItsOwn() }: kill() is SIGKILL; an exit nobody asked for is remembered.
 */
export async function startServer({ name, databaseUrl, logLevel }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cr-resilience-${name}-`));
  let output = '';
  let child = null;
  let unexpectedExit = null;

  const spawnChild = async () => {
    const current = spawn(process.execPath, serverArgs(builtRoot()), {
      env: serverEnv({ databaseUrl, dataDir, port, logLevel }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    current.expected = false;
    current.exited = new Promise((resolve) => current.once('exit', resolve));
    const keep = (chunk) => {
      output = (output + chunk).slice(-OUTPUT_KEPT);
    };
    current.stdout.on('data', keep);
    current.stderr.on('data', keep);
    current.once('exit', (code, signal) => {
      if (!current.expected) {
        unexpectedExit ??= `${name} exited by itself (${signal ?? code}):\n${output.slice(-3_000)}`;
      }
    });
    child = current;
    await waitUntil(
      `${name} answering ${url}/healthz`,
      async () => {
        if (current.exitCode !== null || current.signalCode !== null) {
          throw new Error(`${name} exited while starting:\n${output.slice(-3_000)}`);
        }
        return healthy(url);
      },
      { timeoutMs: 60_000 },
    );
  };

  const kill = async (signal = 'SIGKILL') => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    current.expected = true;
    current.kill(signal);
    // A graceful stop waits for in-flight requests; past a few seconds it is not graceful.
    const late = setTimeout(() => current.kill('SIGKILL'), 5_000);
    await current.exited;
    clearTimeout(late);
  };
  const stop = onCleanup(`server ${name}`, async () => {
    await kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  try {
    await spawnChild();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    name,
    url,
    port,
    get pid() {
      return child.pid;
    },
    output: () => output,
    kill,
    restart: spawnChild,
    stop,
    exitedOnItsOwn: () => unexpectedExit,
  };
}
