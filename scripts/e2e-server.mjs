// Playwright's web server: the built app on a fresh DATA_DIR with the e2e staff accounts, sending
// its email to a real SMTP server whose messages the tests read as JSON (E2E_MAIL_PORT).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { createStaffAccounts, snapshotBuild, startMailbox } from './lib/e2e-support.mjs';

buildIfStale();
const build = snapshotBuild();
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'cr-e2e-'));
await createStaffAccounts(build, process.env);
const mailbox = await startMailbox(Number(process.env.E2E_MAIL_PORT ?? 0));
process.env.SMTP_URL = mailbox.smtpUrl;

await import(new URL(`file://${build}/dist/node/server/main.js`).href);
