import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDatabase } from '../../../tests/support/test-db.js';
import { preparedPerDatabase } from './prepared-query.js';
import { settings } from './schema/index.js';

const settingOf = preparedPerDatabase((db) =>
  db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sql.placeholder('key')))
    .prepare('test_setting_of'),
);

describe('preparedPerDatabase', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db?.close());

  it('runs a query built once inside each transaction it is given, and only there', async () => {
    // Built on the database first, then used in transactions: each must see its own writes.
    expect(await settingOf(db.db).execute({ key: 'prepared_probe' })).toEqual([]);
    const rolledBack = new Error('roll back');
    for (const value of ['first', 'second']) {
      await expect(
        db.db.transaction(async (tx) => {
          await tx.insert(settings).values({ key: 'prepared_probe', value });
          expect(await settingOf(tx).execute({ key: 'prepared_probe' })).toEqual([{ value }]);
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
    }
    expect(await settingOf(db.db).execute({ key: 'prepared_probe' })).toEqual([]);
  });
});
