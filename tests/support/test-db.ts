import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import {
  pgliteExtensions,
  wrapPglite,
  wrapPostgres,
  type DatabaseHandle,
} from '../../src/server/db/client.js';
import { PreparingClient } from '../../src/server/db/prepared-statements.js';
import { withDatabaseName } from './postgres-url.js';

export interface TestDatabase extends DatabaseHandle {
  /** Set on PostgreSQL: the URL of this test file's own database. */
  url?: string;
}

/** A fresh, migrated database for one test file: PGlite, or PostgreSQL when TEST_DB_KIND says so. */
export async function createTestDb(): Promise<TestDatabase> {
  if (!process.env.TEST_DB_KIND) {
    throw new Error(
      'This test file uses a database but ran outside server-pglite/server-postgres: ' +
        'vitest.config.ts sorts server tests by content (tests/support/database-tests.ts).',
    );
  }
  if (process.env.TEST_DB_KIND === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `cr_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const url = withDatabaseName(serverUrl, name);
    const handle = wrapPostgres(
      new pg.Pool({ connectionString: url, max: 5, Client: PreparingClient }),
    );
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return wrapPglite(await PGlite.create({ loadDataDir: snapshot, extensions: pgliteExtensions }));
}
