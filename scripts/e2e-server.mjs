// Playwright's web server: the built app on a fresh DATA_DIR with the e2e staff accounts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'cr-e2e-'));
const accounts = JSON.parse(readFileSync(path.join(root, 'tests/e2e/accounts.json'), 'utf8'));
const cli = path.join(root, 'dist/node/server/cli.js');
for (const role of ['reviewer', 'admin']) {
  const a = accounts[role];
  execFileSync(
    process.execPath,
    [
      cli,
      'user',
      'create',
      '--email',
      a.email,
      '--password',
      accounts.password,
      '--role',
      role,
      '--first-name',
      a.firstName,
      '--last-name',
      a.lastName,
    ],
    { stdio: 'inherit' },
  );
}
await import(new URL(`file://${root}/dist/node/server/main.js`).href);
