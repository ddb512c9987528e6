import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparingClient } from './prepared-statements.js';

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('PreparingClient', () => {
  // Used as what the pool sees: a pg.Client.
  let client: pg.Client;
  const prepared = async () =>
    (
      await client.query('select statement from pg_prepared_statements order by statement')
    ).rows.map((row: { statement: string }) => row.statement);

  beforeAll(async () => {
    client = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
  });
  afterAll(() => client.end());

  it('prepares a parameterised statement once and reuses it for every call', async () => {
    const text = 'select $1::int * 2 as doubled';
    for (const n of [1, 2, 3]) {
      const result = await client.query({ text, values: [n] });
      expect(result.rows).toEqual([{ doubled: n * 2 }]);
    }
    expect(await client.query(text, [21])).toMatchObject({ rows: [{ doubled: 42 }] });
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('leaves statements without parameters on the simple protocol, several commands included', async () => {
    const result = (await client.query(
      'select 1 as a; select 2 as b',
    )) as unknown as pg.QueryResult[];
    expect(result.map((r) => r.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(await prepared()).not.toContain('select 1 as a; select 2 as b');
  });

  it('keeps a statement the caller named under its own name', async () => {
    await client.query({ name: 'own_name', text: 'select $1::text as t', values: ['x'] });
    const names = await client.query('select name from pg_prepared_statements');
    expect(names.rows.map((row: { name: string }) => row.name)).toContain('own_name');
  });
});
