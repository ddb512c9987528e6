import { asc, count, eq, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDatabase } from '../../../tests/support/test-db.js';
import { preparedPerDatabase } from './prepared-query.js';
import { reviewerProfiles, settings, users } from './schema/index.js';

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

  it('maps rows as drizzle does: nested objects, left joins without a match, decoded values', async () => {
    const [reviewer] = await db.db
      .insert(users)
      .values([
        { email: 'mapper-reviewer@example.com', firstName: 'Ada', role: 'reviewer' },
        { email: 'mapper-applicant@example.com', lastName: null, role: 'applicant' },
      ])
      .returning();
    await db.db.insert(reviewerProfiles).values({
      userId: reviewer!.id,
      lawSchool: 'Yale',
      practiceArea: 'Appellate',
      weeklyCapacity: 0,
    });
    const me = alias(users, 'me');
    // Every kind of field: columns (a timestamp decoded to a Date), an expression mapped to a
    // number, an alias, a subquery's count, a joined table's object that is there for one user
    // and null for the other, an aliased table's object, and an object of two tables.
    const select = (builder: typeof db.db) =>
      builder
        .select({
          id: users.id,
          createdAt: users.createdAt,
          letters: sql<number>`length(${users.email})`.mapWith(Number),
          upper: sql<string>`upper(${users.email})`.as('upper_email'),
          everyone: sql<number>`(${builder.select({ n: count() }).from(users)})`.mapWith(Number),
          profile: {
            lawSchool: reviewerProfiles.lawSchool,
            weeklyCapacity: reviewerProfiles.weeklyCapacity,
          },
          me: { email: me.email, lastName: me.lastName },
          // Two tables in one object: drizzle never nulls it, even when the first is missing.
          mixed: { lawSchool: reviewerProfiles.lawSchool, email: me.email },
        })
        .from(users)
        .leftJoin(reviewerProfiles, eq(reviewerProfiles.userId, users.id))
        .innerJoin(me, eq(me.id, users.id))
        .where(like(users.email, 'mapper-%'))
        .orderBy(asc(users.email));
    const prepared = preparedPerDatabase((each) => select(each).prepare('test_mapped_rows'));

    const drizzles = await select(db.db);
    expect(drizzles).toHaveLength(2);
    expect(drizzles[0]!.profile).toBeNull();
    expect(drizzles[1]!.profile).toEqual({ lawSchool: 'Yale', weeklyCapacity: 0 });
    expect(drizzles[0]!.mixed).toEqual({ lawSchool: null, email: 'mapper-applicant@example.com' });
    expect(drizzles[0]!.createdAt).toBeInstanceOf(Date);
    // Mapped by mapRowsOnce's mapper, not drizzle's own.
    expect(prepared(db.db)).toHaveProperty('customResultMapper', expect.any(Function));
    expect(await prepared(db.db).execute()).toEqual(drizzles);
  });
});
