import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { projectPath } from '../project-path.js';
import type { DatabaseHandle } from './client.js';

const migrationsFolder = projectPath('drizzle');
// Any fixed number: processes starting together queue on it instead of racing the DDL.
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the committed migrations; safe when several processes start at once. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  options: { databaseUrl?: string } = {},
): Promise<void> {
  if (handle.kind === 'pglite') {
    // PGlite is single-process (DATA_DIR is locked), so no cross-process lock is needed.
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  if (!options.databaseUrl)
    throw new Error('migrateDatabase: databaseUrl is required for postgres');
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
