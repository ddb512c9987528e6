import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import journal from '../../../drizzle/meta/_journal.json' with { type: 'json' };
import { withDatabaseName } from '../../../tests/support/postgres-url.js';
import { wrapPostgres } from './client.js';
import { migrateDatabase } from './migrate.js';

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('migrations on PostgreSQL', () => {
  it('are applied once when several processes start at the same moment', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `cr_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = withDatabaseName(serverUrl, name);
    const handles = [1, 2, 3].map(() => wrapPostgres(new pg.Pool({ connectionString: url })));
    try {
      await Promise.all(handles.map((h) => migrateDatabase(h, { databaseUrl: url })));
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const applied = await check.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const tables = await check.query(
        "select count(*)::int as n from information_schema.tables where table_name = 'users'",
      );
      await check.end();
      expect(applied.rows[0].n).toBe(journal.entries.length);
      expect(tables.rows[0].n).toBe(1);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
