import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  notifications,
  reviewerApplications,
  reviewerProfiles,
  reviewRatings,
  reviews,
  users,
} from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { holdRowLock } from '../../../../tests/support/lock-waits.js';
import { seedApplication, seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { getSetting } from '../settings/settings.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let admin: Session;
let applicant: Session;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  admin = await signInAs(t.app, t.db.db, 'admin');
  applicant = await signInAs(t.app, t.db.db, 'applicant');
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, headers: { cookie: cookie ?? admin.cookie }, payload });
const ago = (ms: number) => new Date(t.clock.clock().getTime() - ms);

async function deliveredRound(orderId: string, reviewerId: string, rating: number | null) {
  const [review] = await t.db.db
    .insert(reviews)
    .values({
      submissionId: orderId,
      reviewerId,
      round: 1,
      rubricScores: { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 },
      submittedAt: ago(DAY),
    })
    .returning();
  if (rating) await t.db.db.insert(reviewRatings).values({ reviewId: review!.id, rating });
}

describe('reviewer management', () => {
  it('counts active reviewers, who has room now, who is full, and pending applications', async () => {
    await t.db.db.delete(reviewerProfiles);
    await t.db.db.delete(reviewerApplications);
    await seedReviewer(t.app, t.db.db, { weeklyCapacity: 3 });
    const full = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 3 });
    // Three taken a day ago fill a week; three taken eight days ago are out of the window.
    const lastWeek = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 3 });
    for (const [reviewer, assignedAt] of [
      [full, ago(DAY)],
      [lastWeek, ago(8 * DAY)],
    ] as const) {
      for (let i = 0; i < 3; i++) {
        await seedOrder(t.db.db, {
          applicantId: applicant.user.id,
          status: 'assigned',
          reviewerId: reviewer.user.id,
          assignedAt,
        });
      }
    }
    await seedReviewer(t.app, t.db.db, { weeklyCapacity: 0 });
    await seedReviewer(t.app, t.db.db, { weeklyCapacity: 5, active: false });
    for (const who of [applicant, await signInAs(t.app, t.db.db, 'applicant')]) {
      await t.db.db.insert(reviewerApplications).values({
        userId: who.user.id,
        lawSchool: 'NYU',
        graduationYear: 2010,
        barState: 'NY',
        barYear: 2011,
        practiceArea: 'Tax',
        t14: true,
        bio: 'b',
      });
    }
    expect((await call('GET', '/api/admin/reviewer-summary')).json()).toEqual({
      active: 3,
      availableNow: 2,
      atCapacity: 1,
      pendingApplications: 2,
    });
  });

  it('lists each reviewer with capacity, this week, load, rating and deliveries', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 5, t14: true });
    const order = (status: 'assigned' | 'in_review' | 'completed', assignedAt: Date) =>
      seedOrder(t.db.db, {
        applicantId: applicant.user.id,
        status,
        reviewerId: reviewer.user.id,
        assignedAt,
      });
    await order('assigned', ago(DAY));
    await order('in_review', ago(6 * DAY));
    const old = await order('completed', ago(10 * DAY));
    const older = await order('completed', ago(20 * DAY));
    await deliveredRound(old.id, reviewer.user.id, 4);
    await deliveredRound(older.id, reviewer.user.id, 5);
    const list = (await call('GET', '/api/admin/reviewers')).json().items;
    expect(list.find((r: { id: string }) => r.id === reviewer.user.id)).toEqual({
      id: reviewer.user.id,
      name: 'Test reviewer',
      email: reviewer.user.email,
      lawSchool: 'Yale Law School',
      t14: true,
      weeklyCapacity: 5,
      takenThisWeek: 2,
      activeLoad: 2,
      avgRating: 4.5,
      completed: 2,
      active: true,
      acceptRush: true,
      premiumOnly: false,
      // No applicant has handed in a revised draft on this reviewer's orders.
      adoptedPercent: null,
    });
  });

  it('pages the reviewers alphabetically by the name shown, and lists every name for filters', async () => {
    await t.db.db.delete(reviewerProfiles);
    const named = async (firstName: string | null, lastName: string | null) => {
      const reviewer = await seedReviewer(t.app, t.db.db);
      await t.db.db
        .update(users)
        .set({ firstName, lastName })
        .where(eq(users.id, reviewer.user.id));
      return reviewer.user;
    };
    const zoe = await named('Zoë', 'Adams');
    const bea = await named('  bea', 'Young ');
    const nameless = await named(null, null); // shown by email: reviewer-...@...
    const adam = await named('Adam', null);
    const carl = await named('Carl', 'Bo');
    const expected = [
      { id: adam.id, name: 'Adam' },
      { id: bea.id, name: 'bea Young' },
      { id: carl.id, name: 'Carl Bo' },
      { id: nameless.id, name: nameless.email },
      { id: zoe.id, name: 'Zoë Adams' },
    ];

    const seen: { id: string; name: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await call('GET', `/api/admin/reviewers?limit=2${query}`)).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(
        ...page.items.map((r: { id: string; name: string }) => ({ id: r.id, name: r.name })),
      );
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
    expect((await call('GET', '/api/admin/reviewer-names')).json()).toEqual(expected);

    // A name PostgreSQL cannot compare (NUL) hidden inside the cursor's encoding, too.
    const nul = Buffer.from(
      JSON.stringify({ n: 'a\u0000', id: '6f1c1c1e-7f57-4a36-9a4b-1d5c0f1f8a11' }),
    ).toString('base64url');
    for (const cursor of ['not-a-cursor', nul]) {
      const bad = await call('GET', `/api/admin/reviewers?cursor=${cursor}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('page link is invalid');
    }
    expect((await call('GET', '/api/admin/reviewers?limit=0')).statusCode).toBe(400);
  });

  it('searches the reviewer names for the orders filter: by name or email, any case, literally', async () => {
    await t.db.db.delete(reviewerProfiles);
    const tag = randomUUID().slice(0, 8);
    const reviewer = async (firstName: string | null, lastName: string | null, email: string) => {
      const { user } = await seedReviewer(t.app, t.db.db);
      await t.db.db
        .update(users)
        .set({ firstName, lastName, email: `${email}.${tag}` })
        .where(eq(users.id, user.id));
      return {
        id: user.id,
        name: [firstName, lastName].filter(Boolean).join(' ') || email + `.${tag}`,
      };
    };
    const grace = await reviewer('Grace', 'Hopper', 'g.hopper@navy.example');
    const zed = await reviewer(null, null, 'zed@lovelace.example');
    const ten = await reviewer('Ten', '100% Sure', 'ten@example.com');
    const ada = await reviewer('Ada', 'Lovelace', 'ada@example.com');
    const al = await reviewer('Al', 'Under_Score', 'al@example.com');
    const notApproved = await signInAs(t.app, t.db.db, 'reviewer'); // no profile
    const names = async (query: string) => {
      const answer = await call('GET', `/api/admin/reviewer-names${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };

    expect(await names('')).toEqual([ada, al, grace, ten, zed]);
    expect(await names('?limit=2')).toEqual([ada, al]);
    expect(await names('?q=LOVE')).toEqual([ada, zed]); // a name, and an email
    expect(await names('?q=a%20lovel')).toEqual([ada]); // the name as shown, first and last
    expect(await names('?q=HOPPER%40NAVY')).toEqual([grace]); // the email alone
    expect(await names('?q=%25')).toEqual([ten]); // % is a percent sign, not "anything"
    expect(await names('?q=_')).toEqual([al]);
    expect(await names('?q=%5C')).toEqual([]);
    expect(await names('?q=a&limit=1')).toEqual([ada]);
    expect(await names('?q=%20%20')).toEqual([ada, al, grace, ten, zed]);
    expect(await names(`?id=${grace.id}`)).toEqual([grace]);
    expect(await names(`?id=${grace.id}&q=nobody`)).toEqual([grace]);
    expect(await names(`?id=${notApproved.user.id}`)).toEqual([]);
    expect(await names(`?id=${applicant.user.id}`)).toEqual([]);

    for (const [query, message] of [
      ['?limit=0', 'The limit must be a whole number from 1 to 50.'],
      ['?limit=51', 'The limit must be a whole number from 1 to 50.'],
      ['?limit=ten', 'The limit must be a whole number from 1 to 50.'],
      ['?id=42', 'Unknown reviewer: the id must be a reviewer id (a UUID).'],
      [`?q=${'x'.repeat(201)}`, 'Search must be at most 200 characters.'],
    ]) {
      const bad = await call('GET', `/api/admin/reviewer-names${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toEqual({ message });
    }
  });

  it('sets weekly capacity to 0, 3, 5 or 7 only, and audits it', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const url = `/api/admin/reviewers/${reviewer.user.id}/capacity`;
    const saved = await call('POST', url, { weeklyCapacity: 7 });
    expect(saved.json()).toMatchObject({ id: reviewer.user.id, weeklyCapacity: 7 });
    const [audit] = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, reviewer.user.id));
    expect(audit).toMatchObject({
      action: 'reviewer.capacity',
      actorId: admin.user.id,
      details: { from: { weeklyCapacity: 3 }, to: { weeklyCapacity: 7 } },
    });
    expect((await call('POST', url, { weeklyCapacity: 4 })).json().message).toContain('3, 5 or 7');
    const unknown = `/api/admin/reviewers/${applicant.user.id}/capacity`;
    expect((await call('POST', unknown, { weeklyCapacity: 3 })).statusCode).toBe(404);
  });

  it('deactivates a reviewer (no new orders, told) and activates them again', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const off = await call('POST', `/api/admin/reviewers/${reviewer.user.id}/deactivate`);
    expect(off.json().active).toBe(false);
    const titles = (
      await t.db.db.select().from(notifications).where(eq(notifications.userId, reviewer.user.id))
    ).map((n) => n.title);
    expect(titles).toContain('Reviewer account paused');
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    const accept = `/api/submissions/${order.id}/accept`;
    expect((await call('POST', accept, undefined, reviewer.cookie)).statusCode).toBe(409);
    const on = await call('POST', `/api/admin/reviewers/${reviewer.user.id}/activate`);
    expect(on.json().active).toBe(true);
    expect((await call('POST', accept, undefined, reviewer.cookie)).statusCode).toBe(200);
  });
});

describe('settings and the audit log', () => {
  it('saves Quick Settings server-side and audits the change', async () => {
    expect((await call('GET', '/api/admin/settings')).json()).toEqual({
      autoAssignment: true,
      slaAlertThreshold: 70,
      maintenanceMode: false,
    });
    const next = { autoAssignment: false, slaAlertThreshold: 90, maintenanceMode: true };
    expect((await call('PUT', '/api/admin/settings', next)).json()).toEqual(next);
    expect((await call('GET', '/api/admin/settings')).json()).toEqual(next);
    expect(await getSetting(t.db.db, 'sla_alert_threshold')).toBe(90);
    const status = await t.app.inject({ url: '/api/service-status' });
    expect(status.json().acceptingOrders).toBe(false);
    const [audit] = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'));
    expect(audit?.details).toEqual({
      before: { autoAssignment: true, slaAlertThreshold: 70, maintenanceMode: false },
      after: next,
    });
    const bad = await call('PUT', '/api/admin/settings', { ...next, slaAlertThreshold: 75 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('70, 80 or 90');
    // Only what is sent changes: another admin's maintenance mode stays on.
    const partial = await call('PUT', '/api/admin/settings', { autoAssignment: true });
    expect(partial.json()).toEqual({ ...next, autoAssignment: true });
    const nothing = await call('PUT', '/api/admin/settings', {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Change a setting before saving.');
    await call('PUT', '/api/admin/settings', {
      autoAssignment: true,
      slaAlertThreshold: 70,
      maintenanceMode: false,
    });
  });

  // Another admin's save is held at the lock it took (holdRowLock): PostgreSQL only.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'audits the settings as they were when another admin saved meanwhile, not as first read',
    async () => {
      t.clock.advance(60_000);
      const lock = await holdRowLock(
        t.db.url,
        'lock table settings in share row exclusive mode',
        [],
      );
      try {
        const saving = call('PUT', '/api/admin/settings', { slaAlertThreshold: 80 });
        await lock.untilWaiting(1);
        await lock.holder.query(
          `insert into settings (key, value) values ('auto_assignment', 'false')
           on conflict (key) do update set value = excluded.value`,
        );
        await lock.release();
        expect((await saving).json()).toEqual({
          autoAssignment: false,
          slaAlertThreshold: 80,
          maintenanceMode: false,
        });
      } finally {
        await lock.release();
      }
      const [audit] = await t.db.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'settings.update'))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      expect(audit?.details).toEqual({
        before: { autoAssignment: false, slaAlertThreshold: 70, maintenanceMode: false },
        after: { autoAssignment: false, slaAlertThreshold: 80, maintenanceMode: false },
      });
      await call('PUT', '/api/admin/settings', { autoAssignment: true, slaAlertThreshold: 70 });
    },
  );

  it('audits reviewer application decisions', async () => {
    t.clock.advance(60_000);
    const attorney = await signInAs(t.app, t.db.db, 'applicant');
    const application = await seedApplication(t.db.db, attorney.user.id);
    const url = `/api/admin/reviewer-applications/${application.id}/decision`;
    expect((await call('POST', url, { decision: 'approve' })).statusCode).toBe(200);
    const [audit] = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, application.id));
    expect(audit).toMatchObject({
      action: 'reviewer_application.approve',
      actorId: admin.user.id,
      targetType: 'reviewer_application',
      details: { userId: attorney.user.id, reason: null },
    });
    const again = await call('POST', url, { decision: 'reject', reason: 'Changed my mind' });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This application was already decided.',
    ]);
    const missing = await call(
      'POST',
      `/api/admin/reviewer-applications/${randomUUID()}/decision`,
      { decision: 'approve' },
    );
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      'This application does not exist.',
    ]);
  });

  it('lists the audit log newest first with actor names, page by page', async () => {
    const all = (await call('GET', '/api/admin/audit-log?limit=100')).json();
    expect(all.items.length).toBeGreaterThanOrEqual(5);
    expect(all.items[0]).toMatchObject({ action: 'reviewer_application.approve' });
    expect(all.people[all.items[0].actorId]).toMatchObject({ name: 'Test admin' });
    const times = all.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const paged: string[] = [];
    let cursor = '';
    do {
      const page = (await call('GET', `/api/admin/audit-log?limit=2&cursor=${cursor}`)).json();
      paged.push(...page.items.map((i: { id: string }) => i.id));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(paged).toEqual(all.items.map((i: { id: string }) => i.id));
  });
});
