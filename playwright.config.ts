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

process.env.E2E_PORT ??= String(await freePort());
// The e2e server's mailbox: every email the app sent over SMTP, as JSON (tests/e2e/support.ts).
process.env.E2E_MAIL_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

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
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      grepInvert: /@mobile/,
      testIgnore: /admin\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      grep: /@mobile/,
      testIgnore: /admin\.spec\.ts/,
    },
    // The admin story switches maintenance mode on for everyone: it runs after the others.
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /admin\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every browser test signs up from 127.0.0.1; the per-IP sign-in limit is tested elsewhere.
      AUTH_ATTEMPTS_PER_IP: '100000',
      E2E_MAIL_PORT: process.env.E2E_MAIL_PORT,
    },
    stdout: 'pipe',
  },
});
