import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { wrapPostgres, type DatabaseHandle } from '../../db/client.js';
import { PreparingClient } from '../../db/prepared-statements.js';
import { testConfig } from '../../../../tests/support/test-app.js';
import { createTestDb, type TestDatabase } from '../../../../tests/support/test-db.js';
import { getAs, signInAs } from '../../../../tests/support/http.js';
import { cacheSessions } from './session-cache.js';

/** A server as main.ts starts one: an app whose database's sessions are kept in memory. */
async function startServer(handle: DatabaseHandle) {
  const app = await buildApp(testConfig(), { db: handle.db, logger: false });
  await app.ready();
  const stop = await cacheSessions(handle);
  return {
    app,
    close: async () => {
      await stop();
      await app.close();
    },
  };
}

const firstNameSeen = async (app: FastifyInstance, cookie: string) =>
  (await getAs(app, '/api/auth/user', cookie)).json().firstName;
const statusSeen = async (app: FastifyInstance, cookie: string) =>
  (await getAs(app, '/api/auth/user', cookie)).statusCode;

describe('kept sessions', () => {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    db = await createTestDb();
    server = await startServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /** Renames the user to "Unheard" with the database's notice off while `check` runs. */
  async function renamedUnheard(userId: string, check: () => Promise<void>) {
    await db.db.execute(sql`alter table users disable trigger users_updated`);
    try {
      await db.db.execute(sql`update users set first_name = 'Unheard' where id = ${userId}`);
      await check();
    } finally {
      await db.db.execute(sql`alter table users enable trigger users_updated`);
    }
  }

  it('answers from memory: a change the database does not report is not seen', async () => {
    const { cookie, user } = await signInAs(server.app, db.db, 'applicant');
    expect(await firstNameSeen(server.app, cookie)).toBe('Test');
    // The notice is what makes a server read again: without it, the kept row answers.
    await renamedUnheard(user.id, async () => {
      expect(await firstNameSeen(server.app, cookie)).toBe('Test');
    });
  });

  it('keeps sessions through an order-flow write, and forgets them after any other', async () => {
    const { cookie, user } = await signInAs(server.app, db.db, 'applicant');
    expect(await firstNameSeen(server.app, cookie)).toBe('Test');
    await renamedUnheard(user.id, async () => {
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: { cookie },
        payload: {
          packageTier: 'core',
          targetSchool: 'yale',
          wordCount: 500,
          pastedText: 'I grew up translating for my parents at the county courthouse.',
          intakeAnswers: { background: 'Paralegal', goals: 'Housing law' },
          addOns: [],
        },
      });
      expect(created.statusCode).toBe(201);
      expect(await firstNameSeen(server.app, cookie)).toBe('Test');
      const read = await server.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { cookie },
        payload: { upTo: randomUUID() },
      });
      expect(read.statusCode).toBe(200);
      expect(await firstNameSeen(server.app, cookie)).toBe('Unheard');
    });
  });

  it('hears a change to the user made outside this server', async () => {
    const { cookie, user } = await signInAs(server.app, db.db, 'reviewer');
    expect(await firstNameSeen(server.app, cookie)).toBe('Test');
    await db.db.execute(sql`update users set role = 'applicant', first_name = 'Moved'
      where id = ${user.id}`);
    await expect.poll(() => firstNameSeen(server.app, cookie)).toBe('Moved');
    expect((await getAs(server.app, '/api/reviewer/queue', cookie)).statusCode).toBe(403);
  });

  it('hears a session ended outside this server (swept, or signed out everywhere)', async () => {
    const { cookie, user } = await signInAs(server.app, db.db, 'applicant');
    expect(await statusSeen(server.app, cookie)).toBe(200);
    await db.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    await expect.poll(() => statusSeen(server.app, cookie)).toBe(401);
  });

  it('refuses a signed-out session on the very next request, whichever way it signed out', async () => {
    for (const logout of [
      { method: 'POST' as const, url: '/api/auth/logout' },
      { method: 'GET' as const, url: '/api/logout' },
    ]) {
      const { cookie } = await signInAs(server.app, db.db, 'applicant');
      expect(await statusSeen(server.app, cookie)).toBe(200);
      await server.app.inject({ ...logout, headers: { cookie } });
      expect(await statusSeen(server.app, cookie)).toBe(401);
    }
  });

  it('shows an own profile change on the very next request', async () => {
    const { cookie } = await signInAs(server.app, db.db, 'applicant');
    expect(await firstNameSeen(server.app, cookie)).toBe('Test');
    const saved = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { cookie },
      payload: { firstName: 'Renamed', lastName: 'Person' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await firstNameSeen(server.app, cookie)).toBe('Renamed');
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('kept sessions on two servers', () => {
  let db: TestDatabase;
  let secondHandle: DatabaseHandle;
  let a: Awaited<ReturnType<typeof startServer>>;
  let b: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    db = await createTestDb();
    secondHandle = wrapPostgres(
      new pg.Pool({ connectionString: db.url, max: 2, Client: PreparingClient }),
    );
    a = await startServer(db);
    b = await startServer(secondHandle);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondHandle?.close();
    await db?.close();
  });

  it('a sign-out on one server ends the session kept by the other', async () => {
    const { cookie } = await signInAs(a.app, db.db, 'applicant');
    expect(await statusSeen(b.app, cookie)).toBe(200);
    expect(await statusSeen(b.app, cookie)).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    await expect.poll(() => statusSeen(b.app, cookie)).toBe(401);
  });

  it('keeps nothing while the notices cannot be heard, and listens again by itself', async () => {
    const { cookie, user } = await signInAs(a.app, db.db, 'applicant');
    expect(await firstNameSeen(b.app, cookie)).toBe('Test');
    // Cut server b's listening connection, as a database restart would.
    await db.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'LISTEN%'
        and pid in (select pid from pg_stat_activity where pid <> pg_backend_pid())`);
    await db.db.execute(sql`alter table users disable trigger users_updated`);
    try {
      // Unheard, yet seen: while not listening, b reads every request's session.
      await db.db.execute(sql`update users set first_name = 'Read' where id = ${user.id}`);
      await expect.poll(() => firstNameSeen(b.app, cookie)).toBe('Read');
    } finally {
      await db.db.execute(sql`alter table users enable trigger users_updated`);
    }
    // Listening again within seconds: a change is heard, not just read.
    await expect
      .poll(
        () =>
          db.db.execute(sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`),
        { timeout: 10_000 },
      )
      .toMatchObject({ rows: [{ n: 2 }] });
  });
});
