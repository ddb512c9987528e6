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

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  close(): Promise<void>;
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Database,
    close: () => client.close(),
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
  };
}

/** The PostgreSQL extensions the migrations create (docs/decisions/011-orders-at-volume.md). */
export const pgliteExtensions = { pg_trgm };

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
        max: 10,
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
