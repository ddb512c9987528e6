import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from './project-path.js';

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the real server entry point as its own process. */
function startServer(dataDir: string): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', projectPath('src/server/main.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, what: string, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Process-level behaviour of embedded mode; PostgreSQL has no DATA_DIR lock to test.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the server process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cr-main-'));
  const started: Started[] = [];
  afterAll(() => started.forEach((s) => s.child.kill('SIGKILL')));

  it('prints an admin setup link, refuses a second process on DATA_DIR, and shuts down cleanly', async () => {
    const first = startServer(dataDir);
    started.push(first);
    await waitFor(() => first.output().includes('/setup-admin?token='), 'the setup link');
    expect(first.output()).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/);

    const second = startServer(dataDir);
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Counsel Review process is already using DATA_DIR');

    // A client that never finishes its request does not hold the shutdown (cut off after 20 s).
    const port = Number(/listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(first.output())![1]);
    const stalled = net.connect(port, '127.0.0.1');
    await once(stalled, 'connect');
    stalled.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{');
    stalled.on('error', () => {});
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    stalled.destroy();
  }, 180_000);

  it('stops at start with a message naming a bad variable', async () => {
    const withBadPort = spawn(
      process.execPath,
      ['--import', 'tsx', projectPath('src/server/main.ts')],
      {
        env: { ...process.env, DATA_DIR: dataDir, PORT: 'http' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    withBadPort.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => withBadPort.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });

  it('will not take test-mode payments in production unless told to', async () => {
    const production = spawn(
      process.execPath,
      ['--import', 'tsx', projectPath('src/server/main.ts')],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          STRIPE_SECRET_KEY: '',
          STRIPE_PUBLISHABLE_KEY: '',
          STRIPE_WEBHOOK_SECRET: '',
          PAYMENTS_TEST_MODE: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    production.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => production.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('STRIPE_SECRET_KEY');
    expect(stderr).toContain('PAYMENTS_TEST_MODE=1');
  });
});
