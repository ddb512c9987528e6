// Staff for the accept race: an admin made with the CLI (as an operator would), and attorneys
// who sign up, apply and are approved by that admin through the API.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtFile } from './build.mjs';
import { BrowserClient, expectStatus } from './client.mjs';
import { serverEnv } from './server-process.mjs';
import attorneyApplication from '../../tests/e2e/attorney-application.json' with { type: 'json' };

const PASSWORD = 'a long enough password';
const ADMIN_EMAIL = 'admin@resilience.test';

async function createAdmin(databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cr-resilience-cli-'));
  try {
    await promisify(execFile)(
      process.execPath,
      [
        builtFile('dist/node/server/cli.js'),
        ...['user', 'create', '--email', ADMIN_EMAIL, '--password', PASSWORD, '--role', 'admin'],
      ],
      { env: serverEnv({ databaseUrl, dataDir, port: 0 }), timeout: 30_000 },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `count` approved reviewers, each signed in on its own client: [{ id, client }]. */
export async function createReviewers({ baseUrl, databaseUrl, count, stats }) {
  await createAdmin(databaseUrl);
  const admin = new BrowserClient(baseUrl, stats);
  expectStatus(
    await admin.call('POST', '/api/auth/login', { email: ADMIN_EMAIL, password: PASSWORD }),
    200,
    'admin sign in',
  );
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const client = new BrowserClient(baseUrl, stats);
      const { id } = expectStatus(
        await client.call('POST', '/api/auth/register', {
          email: `attorney-${i}@resilience.test`,
          password: PASSWORD,
          firstName: 'Morgan',
          lastName: `Counsel ${i}`,
        }),
        201,
        'attorney sign up',
      );
      const application = expectStatus(
        await client.call('POST', '/api/reviewer-applications', attorneyApplication),
        201,
        'reviewer application',
      );
      expectStatus(
        await admin.call('POST', `/api/admin/reviewer-applications/${application.id}/decision`, {
          decision: 'approve',
        }),
        200,
        'approval',
      );
      return { id, client };
    }),
  );
}
