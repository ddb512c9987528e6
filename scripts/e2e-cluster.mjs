// Playwright's main web server, set up as README "Running several servers" tells operators: two
// app processes on one fresh PostgreSQL database and one S3 bucket (s3rver, with the README's
// CORS rules), sharing SESSION_SECRET and SMTP, behind HAProxy's round robin on PORT. Without a
// PostgreSQL server to use, it falls back to the single PGlite server (scripts/e2e-server.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './lib/ports.mjs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from './lib/s3rver.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { createStaffAccounts, snapshotBuild, startMailbox } from './lib/e2e-support.mjs';
import { startHaproxy } from './lib/haproxy.mjs';
import { serverArgs } from './lib/server-command.mjs';

const HOST = '127.0.0.1';
const BUCKET = 'counsel-e2e';
const APP_PROCESSES = 2;

/** The bucket's CORS rules from README "Running several servers", for the app's origin. */
function corsRules(origin) {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>content-type</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app at ${url} exited (${child.exitCode}).`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app at ${url} did not answer /healthz within 2 minutes.`);
}

const serverUrl =
  process.env.E2E_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
const postgresAnswers = await admin.connect().then(
  () => true,
  (err) => {
    // CI, or a database named on purpose, must test the several servers: no quiet fallback.
    if (process.env.CI || process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL) {
      console.error(
        `e2e: no PostgreSQL answers at ${new URL(serverUrl).host} (${err.message}); the browser tests run on two servers behind HAProxy and need it. Start PostgreSQL (README: Tests) and run them again.`,
      );
      process.exit(1);
    }
    console.warn(
      `e2e: no PostgreSQL answers at ${new URL(serverUrl).host} (${err.message}): ` +
        'running the single server on embedded PGlite and local storage instead of two servers behind HAProxy.',
    );
    return false;
  },
);

if (postgresAnswers) {
  buildIfStale();
  const build = snapshotBuild();
  const cleanups = [];
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((err) => console.error('e2e: cleanup failed:', err));
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));

  try {
    const database = `cr_e2e_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${database}`);
    cleanups.push(async () => {
      // FORCE: an app process that has not closed its pool yet must not keep the database alive.
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${database}`;

    const publicUrl = `http://${HOST}:${process.env.PORT}`;
    const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'cr-e2e-s3-'));
    const s3rver = new S3rver({
      address: HOST,
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [corsRules(publicUrl)] }],
    });
    const { port: s3Port } = await s3rver.run();
    cleanups.push(async () => {
      await s3rver.close();
      rmSync(s3Dir, { recursive: true, force: true });
    });

    const mailbox = await startMailbox(Number(process.env.E2E_MAIL_PORT ?? 0));
    cleanups.push(() => mailbox.close());

    const shared = {
      ...process.env,
      DATABASE_URL: databaseUrl.href,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      S3_ENDPOINT: `http://${HOST}:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: mailbox.smtpUrl,
      TRUST_PROXY: '1',
      PUBLIC_URL: publicUrl,
      HOST,
    };
    // Each process its own DATA_DIR: nothing may pass between them through a local disk.
    const dataDir = () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cr-e2e-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      return dir;
    };
    await createStaffAccounts(build, { ...shared, DATA_DIR: dataDir() });

    const backends = [];
    const starting = [];
    for (let i = 0; i < APP_PROCESSES; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, serverArgs(build), {
        env: { ...shared, PORT: String(port), DATA_DIR: dataDir() },
        stdio: 'inherit',
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A process that dies mid-run would hide behind the other one: stop everything instead.
      void exited.then((code) => {
        if (stopping) return;
        console.error(`e2e: app process ${i + 1} exited (${code}); stopping the e2e servers.`);
        void shutdown(1);
      });
      cleanups.push(async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
      });
      backends.push(port);
      starting.push(waitForHealth(`http://${HOST}:${port}`, child));
    }
    await Promise.all(starting);

    const proxy = await startHaproxy({ port: Number(process.env.PORT), backends });
    cleanups.push(() => proxy.stop());
    // Read while running (a failed read keeps the last counts): Playwright's SIGTERM reaches
    // HAProxy too, so at the end it is gone.
    let served = [];
    const counting = setInterval(() => {
      proxy.stats().then(
        (stats) => (served = stats),
        () => {},
      );
    }, 2_000);
    cleanups.push(async () => {
      clearInterval(counting);
      const counts = served.map((server) => `${server.name} ${server.requests}`).join(', ');
      console.log(`e2e: requests HAProxy sent to each app process: ${counts}`);
    });
    console.log(
      `e2e: ${APP_PROCESSES} app processes (ports ${backends.join(', ')}) on PostgreSQL database ` +
        `${database} and s3rver :${s3Port}, behind HAProxy at ${proxy.url}`,
    );
  } catch (err) {
    console.error('e2e: the servers did not start:', err);
    await shutdown(1);
  }
} else {
  await import('./e2e-server.mjs');
}
