import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
import pg from 'pg';
import { PreparingClient } from './prepared-statements.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the app codes against, whether embedded or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What a listener on a NOTIFY channel hears. */
export interface NoticeHandlers {
  /** A notice on the channel. */
  notice(): void;
  /** Listening (again): notices sent before now were not heard. */
  listening(): void;
  /** Not listening any more (the connection was lost); it listens again by itself. */
  lost(): void;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  close(): Promise<void>;
  /** Listens on a channel until the returned function is called. */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
}

// After a lost connection, how long a listener waits before connecting again.
const RELISTEN_MS = 1_000;

/**
 * A listener on its own connection (a pooled one would go back to the pool): when that
 * connection is lost it says so, and connects and listens again until it is stopped.
 */
async function listenOnPostgres(
  options: pg.ClientConfig,
  channel: string,
  handlers: NoticeHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped) retry = setTimeout(() => void attempt(), RELISTEN_MS);
  };
  async function attempt() {
    const client = new pg.Client({ ...options, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notice();
    });
    // Always followed by 'end', which reports it; unheard, it would crash the process.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      handlers.lost();
      again();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      void client.end().catch(() => undefined);
      again();
      return;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    handlers.listening();
  }
  await attempt();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end();
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Database,
    close: () => client.close(),
    // One process, one connection: it is never lost.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, () => handlers.notice());
      handlers.listening();
      return () => unlisten();
    },
  };
}

export function wrapPostgres(pool: pg.Pool): DatabaseHandle {
  // An idle client dropped by the server (restart, failover) emits 'error' on the pool;
  // unheard, it would crash the process. The pool replaces the client on the next query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost (${error.message}); reconnecting on next use.`);
  });
  // A connection lost while a request holds it (between a transaction's queries) reports the
  // error on the client itself, which would crash the process just the same. The request's next
  // query fails (503) and the pool discards the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.error(`PostgreSQL connection lost during a request (${error.message}).`);
    });
  });
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Database,
    close: () => pool.end(),
    listen: (channel, handlers) => listenOnPostgres(pool.options, channel, handlers),
  };
}

/** The PostgreSQL extensions the migrations create (docs/decisions/011-orders-at-volume.md). */
export const pgliteExtensions = { pg_trgm };

/** Connections each server process opens to PostgreSQL at most. */
export const POOL_SIZE = 10;

/** PostgreSQL when a URL is given, otherwise embedded PGlite stored under dataDir. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return wrapPostgres(
      new pg.Pool({
        connectionString: options.databaseUrl,
        Client: PreparingClient,
        max: POOL_SIZE,
        // While the database is down or every connection is busy, a request fails within
        // seconds (503, see isDatabaseUnavailable) instead of hanging until the client gives up.
        connectionTimeoutMillis: 5_000,
        statement_timeout: 30_000,
      }),
    );
  }
  const client = await PGlite.create(path.join(options.dataDir, 'pgdata'), {
    extensions: pgliteExtensions,
  });
  return wrapPglite(client);
}
