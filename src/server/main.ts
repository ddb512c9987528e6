import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openMigratedDatabase } from './db/open-migrated.js';
import { issueAdminSetupLink } from './domains/auth/admin-setup.js';
import { cacheSessions } from './domains/auth/session-cache.js';
import { paymentProviderFor } from './domains/payments/provider-for.js';
import { createStorageDriver } from './domains/uploads/storage-driver.js';
import { backgroundJobs, mailTransportFor } from './jobs/jobs.js';
import { startSweeper } from './jobs/sweeper.js';
import { recordServerUrl } from './server-url.js';
import { loggableError } from './plugins/errors.js';
import type { AddressInfo } from 'node:net';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

let database: DatabaseHandle;
try {
  database = await openMigratedDatabase(config);
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}

// Signed-in requests skip the session lookup while the database reports every change to it.
const stopCachingSessions = await cacheSessions(database);

// Built once: the app's routes and the background jobs share them.
const payments = await paymentProviderFor(config);
const storage = await createStorageDriver(config, systemClock);
const app = await buildApp(config, {
  db: database.db,
  logger: { level: config.logLevel },
  payments,
  storage,
});
const deps = { db: database.db, config, clock: systemClock };
const mailTransport = await mailTransportFor(config, (message) => app.log.info(message));
const sweeper = startSweeper(
  { ...deps, payments, storage, mail: mailTransport },
  backgroundJobs(config),
  app.log,
);

/**
 * How long in-flight requests get to finish after SIGTERM; then their connections are closed, as
 * a client sending a request slowly (or never finishing) must not hold the shutdown until the
 * orchestrator's SIGKILL.
 */
const SHUTDOWN_GRACE_MS = 20_000;

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const cutOff = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  cutOff.unref();
  try {
    // close() stops accepting, waits for in-flight requests, then we close the database.
    await app.close();
    await sweeper.stop();
    mailTransport.close();
    await storage.close();
    await stopCachingSessions();
    await database.close();
  } catch (err) {
    app.log.error({ err: loggableError(err) }, 'shutdown did not finish cleanly');
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
recordServerUrl(config, (app.server.address() as AddressInfo).port);

const setupLink = await issueAdminSetupLink(deps);
if (setupLink) {
  app.log.warn('No admin account exists yet.');
  // Printed plainly (not only in JSON logs) so the operator can copy it.
  console.log(
    `\nCreate the first admin account (one-time link, valid 24 hours):\n  ${setupLink}\n`,
  );
}
