import { defineConfig, devices } from '@playwright/test';
import { createServer } from 'node:net';

/** A port nobody uses; kept in the environment so Playwright's workers agree on it. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// Two servers, each on its own port, data and mailbox: the admin story switches maintenance
// mode on for everyone, so it gets a server of its own (one process on PGlite) and runs beside
// the others, which go through HAProxy to two processes on PostgreSQL and S3.
process.env.E2E_PORT ??= String(await freePort());
// The e2e server's mailbox: every email the app sent over SMTP, as JSON (tests/e2e/support.ts).
process.env.E2E_MAIL_PORT ??= String(await freePort());
process.env.E2E_ADMIN_PORT ??= String(await freePort());
process.env.E2E_ADMIN_MAIL_PORT ??= String(await freePort());
const origin = (port: string | undefined) => `http://127.0.0.1:${port}`;
const baseURL = origin(process.env.E2E_PORT);
const adminBaseURL = origin(process.env.E2E_ADMIN_PORT);

/**
 * The built app with fresh data on the given ports: `script` is scripts/e2e-server.mjs (one
 * process on PGlite) or scripts/e2e-cluster.mjs (two processes on PostgreSQL and S3 behind HAProxy).
 */
function e2eServer(script: string, port: string | undefined, mailPort: string | undefined) {
  return {
    command: `node ${script}`,
    url: `${origin(port)}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM first, so the cluster drops its PostgreSQL database and stops its processes.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    env: {
      PORT: port!,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every browser test signs up from 127.0.0.1; the per-IP sign-in limit is tested elsewhere.
      AUTH_ATTEMPTS_PER_IP: '100000',
      E2E_MAIL_PORT: mailPort!,
      // Test settings (config.ts refuses the cheap password hash outside NODE_ENV=test): the
      // outbox and other jobs run every second instead of every few seconds or minutes, and
      // the build (when the server has to make one) compresses quickly.
      NODE_ENV: 'test',
      TEST_FAST_PASSWORD_HASHING: '1',
      JOB_INTERVAL_MS: '1000',
      FAST_COMPRESSION: '1',
    },
    stdout: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // Retries on CI: a 2-core machine under load occasionally misses a focus or toast timing.
  retries: process.env.CI ? 2 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Playwright turns the back/forward cache off; people's browsers keep it on, and what Back
      // brings back (a page of someone who signed out) is part of what we test.
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // First, so that its serial story starts at once on one worker while the others share the rest.
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'], baseURL: adminBaseURL },
      testMatch: /admin\.spec\.ts/,
      metadata: { mailPort: process.env.E2E_ADMIN_MAIL_PORT },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      grepInvert: /@mobile/,
      testIgnore: /admin\.spec\.ts/,
      metadata: { mailPort: process.env.E2E_MAIL_PORT },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      grep: /@mobile/,
      testIgnore: /admin\.spec\.ts/,
      metadata: { mailPort: process.env.E2E_MAIL_PORT },
    },
  ],
  webServer: [
    e2eServer('scripts/e2e-cluster.mjs', process.env.E2E_PORT, process.env.E2E_MAIL_PORT),
    e2eServer(
      'scripts/e2e-server.mjs',
      process.env.E2E_ADMIN_PORT,
      process.env.E2E_ADMIN_MAIL_PORT,
    ),
  ],
});
