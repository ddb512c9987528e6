import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDatabase } from '../../../tests/support/test-db.js';
import { postgresPool } from './client.js';
import { isDatabaseUnavailable } from './unavailable.js';

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );

// Only PostgreSQL has connections to share; PGlite runs in the process.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('the pipelined pool', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDb();
    pool = postgresPool(database.url!, 2);
    // The app hears its idle pooled connections' errors in wrapPostgres; the last test cuts them.
    pool.on('error', () => {});
    await pool.query('create table pipelined (x int)');
  });
  afterAll(async () => {
    await pool.end();
    await database.close();
  });

  it('answers each of many statements in flight together with its own rows or its own error', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        settled(
          pool.query<{ n: number }>({
            text: 'select $1::int / $2::int as n',
            values: [i * 7, i % 3 === 0 ? 0 : 7],
          }),
        ),
      ),
    );
    outcomes.forEach((outcome, i) => {
      if (i % 3 === 0) {
        expect((outcome.error as { code?: string }).code).toBe('22012');
      } else {
        expect(outcome.value!.rows).toEqual([{ n: i }]);
      }
    });
    // Far fewer connections than statements: the readers and at most two pooled ones.
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database()
        and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(4);
  });

  it('keeps a transaction on a connection of its own, unseen by statements beside it', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into pipelined values ($1)', [1]);
      const beside = await pool.query<{ n: number }>('select count(*)::int as n from pipelined');
      expect(beside.rows).toEqual([{ n: 0 }]);
      await client.query('commit');
    } finally {
      client.release();
    }
    const after = await pool.query<{ n: number }>('select count(*)::int as n from pipelined');
    expect(after.rows).toEqual([{ n: 1 }]);
  });

  it('sends statements past a reader stuck behind a slow one', async () => {
    const slow = settled(pool.query({ text: 'select pg_sleep($1)', values: [3] }));
    let slowDone = false;
    void slow.then(() => (slowDone = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const quick = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pool.query({ text: 'select $1::int as n', values: [i] }),
      ),
    );
    expect(quick.map((result) => result.rows[0].n)).toEqual([...Array(20).keys()]);
    expect(slowDone).toBe(false);
    expect((await slow).error).toBeNull();
  });

  it('fails the statements of a lost connection as unavailable, then opens another', async () => {
    const slow = settled(pool.query({ text: 'select pg_sleep($1)', values: [5] }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await other.end();
    expect(isDatabaseUnavailable((await slow).error)).toBe(true);
    // An idle reader may hear of its loss only when its next statement fails, as in a pool.
    const answer = () =>
      pool.query({ text: 'select $1::int as n', values: [42] }).then(
        (result) => result.rows,
        () => null,
      );
    await expect.poll(answer).toEqual([{ n: 42 }]);
  });
});
