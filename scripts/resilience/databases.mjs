// Throwaway databases in an existing PostgreSQL cluster (the machine's shared one): each run
// creates its own, uniquely named, and drops it at the end; the cluster itself is left alone.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup.mjs';

/** Runs `work` with a client connected to `url`, then disconnects. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `resilience_<label>_<random>` next to `adminUrl`'s database; returns its URL. */
export async function createDatabase(adminUrl, label) {
  const name = `resilience_${label}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // FORCE: a SIGKILLed server's connections may still be closing.
  const drop = onCleanup(`drop database ${name}`, () =>
    withClient(adminUrl, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    ),
  );
  return { name, url: url.href, drop };
}
