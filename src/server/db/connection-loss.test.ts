import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDatabase } from '../../../tests/support/test-db.js';
import { isDatabaseUnavailable } from './unavailable.js';

/** node-postgres's result shape; the app's Database type leaves execute's result untyped. */
type Rows<T> = { rows: T[] };

// Only PostgreSQL has connections to lose; PGlite runs in the process.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a connection lost mid-transaction', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it('fails that request as unavailable, keeps the process up, and the pool serves again', async () => {
    const outcome = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as Rows<{
        pid: number;
      }>;
      // What `pg_ctl stop -m fast` does to every session, here to the one this transaction holds.
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      await other.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await other.end();
      // The server's notice reaches the idle client between queries.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    const error = await outcome.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    const { rows } = (await database.db.execute(sql`select 1 as ok`)) as unknown as Rows<{
      ok: number;
    }>;
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
