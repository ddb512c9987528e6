import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  documents,
  notifications,
  orderEvents,
  outboxEmails,
  submissions,
  users,
} from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { holdRowLock } from '../../../../tests/support/lock-waits.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let applicant: Session;
let admin: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  admin = await signInAs(t.app, t.db.db, 'admin');
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

const application = {
  lawSchool: 'Harvard Law School',
  graduationYear: 2015,
  barState: 'New York',
  barYear: 2016,
  practiceArea: 'Appellate litigation',
  t14: true,
  bio: 'Former admissions committee reader; ten years of appellate practice and mentoring applicants.',
};

describe('reviewer applications', () => {
  it('take as a CV only an upload of the applicant’s made as one', async () => {
    const attorney = await signInAs(t.app, t.db.db, 'applicant');
    const file = (kind: 'statement' | 'cv') =>
      t.db.db
        .insert(documents)
        .values({
          ownerId: attorney.user.id,
          storageKey: `documents/${randomUUID()}`,
          kind,
          fileName: `${kind}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: 100,
        })
        .returning();
    const [statement] = await file('statement');
    const refused = await call('POST', '/api/reviewer-applications', attorney.cookie, {
      ...application,
      cvDocumentUrl: `/api/documents/${statement!.id}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The uploaded CV was not found. Upload it again.');
    const [cv] = await file('cv');
    const created = await call('POST', '/api/reviewer-applications', attorney.cookie, {
      ...application,
      cvDocumentUrl: `/api/documents/${cv!.id}`,
    });
    expect(created.statusCode).toBe(201);
  });

  it('an applicant applies once; an admin approves and the user becomes a reviewer, emailed', async () => {
    const attorney = await signInAs(t.app, t.db.db, 'applicant');
    const created = await call('POST', '/api/reviewer-applications', attorney.cookie, application);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending', lawSchool: 'Harvard Law School' });
    const again = await call('POST', '/api/reviewer-applications', attorney.cookie, application);
    expect(again.statusCode).toBe(409);

    const pending = (await call('GET', '/api/admin/pending-reviewers', admin.cookie)).json();
    expect(pending.map((a: { id: string }) => a.id)).toContain(created.json().id);
    const adminNotices = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(adminNotices.some((n) => n.title === 'New reviewer application')).toBe(true);

    const decided = await call(
      'POST',
      `/api/admin/reviewer-applications/${created.json().id}/decision`,
      admin.cookie,
      { decision: 'approve' },
    );
    expect(decided.json().status).toBe('approved');
    const [user] = await t.db.db.select().from(users).where(eq(users.id, attorney.user.id));
    expect(user!.role).toBe('reviewer');
    const mail = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, attorney.user.email));
    expect(mail.some((m) => m.subject.startsWith('Welcome to the reviewer team'))).toBe(true);
    const availability = await call('GET', '/api/reviewer/availability', attorney.cookie);
    expect(availability.json()).toEqual({
      weeklyCapacity: 3,
      acceptRush: true,
      premiumOnly: false,
    });
  });

  it('a rejection needs a reason, reaches the applicant, and cannot be decided twice', async () => {
    const attorney = await signInAs(t.app, t.db.db, 'applicant');
    const { id } = (
      await call('POST', '/api/reviewer-applications', attorney.cookie, application)
    ).json();
    const url = `/api/admin/reviewer-applications/${id}/decision`;
    expect((await call('POST', url, admin.cookie, { decision: 'reject' })).statusCode).toBe(400);
    const rejected = await call('POST', url, admin.cookie, {
      decision: 'reject',
      reason: 'Bar admission could not be verified.',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Bar admission could not be verified.',
    });
    expect((await call('POST', url, admin.cookie, { decision: 'approve' })).statusCode).toBe(409);
    const mine = await call('GET', '/api/reviewer-applications/mine', attorney.cookie);
    expect(mine.json().status).toBe('rejected');
  });

  it('waits for the orders in progress of whoever applies, and leaves them their results after', async () => {
    const attorney = await signInAs(t.app, t.db.db, 'applicant');
    const order = await seedOrder(t.db.db, {
      applicantId: attorney.user.id,
      status: 'feedback_ready',
    });
    const setStatus = (status: 'draft' | 'feedback_ready' | 'completed') =>
      t.db.db.update(submissions).set({ status }).where(eq(submissions.id, order.id));
    const refused = await call('POST', '/api/reviewer-applications', attorney.cookie, application);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You have an order in progress. Apply once it is completed: a reviewer account cannot request revisions or accept and rate feedback.',
    );

    // An unpaid draft is not in progress; the order then gets paid and delivered meanwhile.
    await setStatus('draft');
    const created = await call('POST', '/api/reviewer-applications', attorney.cookie, application);
    expect(created.statusCode).toBe(201);
    await setStatus('feedback_ready');
    const url = `/api/admin/reviewer-applications/${created.json().id}/decision`;
    const waiting = await call('POST', url, admin.cookie, { decision: 'approve' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(
      `Test applicant has an order in progress (Order #${order.id.slice(-4).toUpperCase()}). Approve the application once it is completed: a reviewer account cannot follow its own orders.`,
    );
    const [still] = await t.db.db.select().from(users).where(eq(users.id, attorney.user.id));
    expect(still!.role).toBe('applicant');

    await setStatus('completed');
    expect((await call('POST', url, admin.cookie, { decision: 'approve' })).json().status).toBe(
      'approved',
    );
    const results = await call('GET', `/api/submissions/${order.id}/results`, attorney.cookie);
    expect(results.statusCode).toBe(200);
    expect(results.json().submission.id).toBe(order.id);
  });

  // The draft's payment is stood in for by a held row lock (holdRowLock): PostgreSQL only.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'waits for a draft being paid as the admin approves, then finds it in progress',
    async () => {
      const attorney = await signInAs(t.app, t.db.db, 'applicant');
      const order = await seedOrder(t.db.db, { applicantId: attorney.user.id, status: 'draft' });
      const created = await call(
        'POST',
        '/api/reviewer-applications',
        attorney.cookie,
        application,
      );
      expect(created.statusCode).toBe(201);
      const url = `/api/admin/reviewer-applications/${created.json().id}/decision`;
      const lock = await holdRowLock(
        t.db.url,
        'select 1 from submissions where id = $1 for update',
        [order.id],
      );
      try {
        const approving = call('POST', url, admin.cookie, { decision: 'approve' });
        await lock.untilWaiting(1);
        await lock.holder.query(`update submissions set status = 'queued' where id = $1`, [
          order.id,
        ]);
        await lock.release();
        expect((await approving).statusCode).toBe(409);
      } finally {
        await lock.release();
      }
      const [still] = await t.db.db.select().from(users).where(eq(users.id, attorney.user.id));
      expect(still!.role).toBe('applicant');
    },
  );

  it('refuses bad bodies with messages and keeps admin lists from others', async () => {
    const response = await call('POST', '/api/reviewer-applications', applicant.cookie, {
      ...application,
      bio: 'short',
      barYear: 3000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('at least 50 characters');
    expect(response.json().message).toContain('cannot be in the future');
    expect((await call('GET', '/api/admin/pending-reviewers', applicant.cookie)).statusCode).toBe(
      403,
    );
  });
});

describe('the queue and accepting', () => {
  it('shows metadata only, filtered by preferences, and one accept wins', async () => {
    const premiumOnly = await seedReviewer(t.app, t.db.db, { premiumOnly: true });
    const noRush = await seedReviewer(t.app, t.db.db, { acceptRush: false });
    const core = await seedOrder(t.db.db, { applicantId: applicant.user.id, packageTier: 'core' });
    const rush = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      packageTier: 'premium',
      addOns: ['rush'],
    });
    const t14 = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      addOns: ['t14_reviewer'],
    });

    const ids = async (cookie: string) =>
      (await call('GET', '/api/reviewer/queue', cookie))
        .json()
        .items.map((q: { id: string }) => q.id);
    expect(await ids(premiumOnly.cookie)).toEqual([rush.id]);
    const visible = await ids(noRush.cookie);
    expect(visible).toContain(core.id);
    expect(visible).not.toContain(rush.id);
    expect(visible).not.toContain(t14.id);
    const item = (await call('GET', '/api/reviewer/queue', noRush.cookie)).json().items[0];
    expect(Object.keys(item).sort()).toEqual([
      'etaAt',
      'id',
      'packageTier',
      'payoutCents',
      'rush',
      'submittedAt',
      't14',
      'targetSchool',
      'wordCount',
    ]);

    expect(
      (await call('POST', `/api/submissions/${rush.id}/accept`, noRush.cookie)).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/submissions/${core.id}/accept`, noRush.cookie)).statusCode,
    ).toBe(200);
    const taken = await call('POST', `/api/submissions/${core.id}/accept`, premiumOnly.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'Another reviewer accepted this order first. Pick another from the queue.',
    );
    // A second click by the reviewer who has it changes nothing and is not called a loss.
    expect(
      (await call('POST', `/api/submissions/${core.id}/accept`, noRush.cookie)).statusCode,
    ).toBe(200);

    const [row] = await t.db.db.select().from(submissions).where(eq(submissions.id, core.id));
    expect(row).toMatchObject({ status: 'assigned', reviewerId: noRush.user.id });
    const log = await t.db.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.submissionId, core.id));
    expect(log.map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
      ['queued', 'assigned', noRush.user.id],
    ]);
    const mail = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, applicant.user.email));
    const assigned = mail.find((m) => m.subject.startsWith('A reviewer was assigned'));
    // It says where to message the reviewer, and links there.
    expect(assigned?.textBody).toContain('You can message them from the order page.');
    expect(assigned?.textBody).toContain(`/orders/${core.id}`);
  });

  it('never lets a reviewer review an order they placed as an applicant', async () => {
    const former = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 40 });
    const own = await seedOrder(t.db.db, { applicantId: former.user.id });
    const queue = (await call('GET', '/api/reviewer/queue', former.cookie)).json();
    expect(queue.items.map((q: { id: string }) => q.id)).not.toContain(own.id);
    const accept = await call('POST', `/api/submissions/${own.id}/accept`, former.cookie);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(
      'You placed this order, so another reviewer will review it.',
    );

    const eligible = await call(
      'GET',
      `/api/admin/orders/${own.id}/eligible-reviewers`,
      admin.cookie,
    );
    expect(eligible.statusCode).toBe(200);
    expect(eligible.json().map((r: { id: string }) => r.id)).not.toContain(former.user.id);
    const reassign = await call('POST', `/api/admin/orders/${own.id}/reassign`, admin.cookie, {
      reviewerId: former.user.id,
    });
    expect(reassign.statusCode).toBe(400);
    expect(reassign.json().message).toMatch(/placed this order and cannot review it\.$/);
    const [row] = await t.db.db.select().from(submissions).where(eq(submissions.id, own.id));
    expect(row).toMatchObject({ status: 'queued', reviewerId: null });
  });

  it('enforces weekly capacity and Unavailable', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 3 });
    const orders = await Promise.all(
      [1, 2, 3, 4].map(() => seedOrder(t.db.db, { applicantId: applicant.user.id })),
    );
    for (const order of orders.slice(0, 3)) {
      expect(
        (await call('POST', `/api/submissions/${order.id}/accept`, reviewer.cookie)).statusCode,
      ).toBe(200);
    }
    const over = await call('POST', `/api/submissions/${orders[3]!.id}/accept`, reviewer.cookie);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/weekly capacity/);

    const off = await seedReviewer(t.app, t.db.db);
    await call('PUT', '/api/reviewer/availability', off.cookie, {
      weeklyCapacity: 0,
      acceptRush: true,
      premiumOnly: false,
    });
    const unavailable = await call('POST', `/api/submissions/${orders[3]!.id}/accept`, off.cookie);
    expect(unavailable.json().message).toMatch(/Unavailable/);
    const bad = await call('PUT', '/api/reviewer/availability', off.cookie, {
      weeklyCapacity: 4,
      acceptRush: true,
      premiumOnly: false,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the reviewer release an unstarted order back to the queue, telling admins', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    await call('POST', `/api/submissions/${order.id}/accept`, reviewer.cookie);
    const released = await call('POST', `/api/submissions/${order.id}/release`, reviewer.cookie, {
      reason: 'Conflict of interest with the applicant.',
    });
    expect(released.statusCode).toBe(200);
    const [row] = await t.db.db.select().from(submissions).where(eq(submissions.id, order.id));
    expect(row).toMatchObject({ status: 'queued', reviewerId: null });
    const adminNotices = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(adminNotices.some((n) => n.body === 'Conflict of interest with the applicant.')).toBe(
      true,
    );
  });

  it('says a release reason over 1,000 characters is too long, and keeps the order', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    await call('POST', `/api/submissions/${order.id}/accept`, reviewer.cookie);
    const refused = await call('POST', `/api/submissions/${order.id}/release`, reviewer.cookie, {
      reason: 'r'.repeat(1001),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Reason must be at most 1,000 characters.');
    const [row] = await t.db.db.select().from(submissions).where(eq(submissions.id, order.id));
    expect(row).toMatchObject({ status: 'assigned', reviewerId: reviewer.user.id });
  });

  it('counts a released order against the week: accept, read, release, repeat is not free', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 2 });
    const orders = [];
    for (let i = 0; i < 3; i++)
      orders.push(await seedOrder(t.db.db, { applicantId: applicant.user.id }));
    for (const order of orders.slice(0, 2)) {
      expect(
        (await call('POST', `/api/submissions/${order.id}/accept`, reviewer.cookie)).statusCode,
      ).toBe(200);
      expect((await call('GET', `/api/submissions/${order.id}`, reviewer.cookie)).statusCode).toBe(
        200,
      );
      const released = await call('POST', `/api/submissions/${order.id}/release`, reviewer.cookie, {
        reason: 'Changed my mind about this one.',
      });
      expect(released.statusCode).toBe(200);
    }
    const third = await call('POST', `/api/submissions/${orders[2]!.id}/accept`, reviewer.cookie);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/weekly capacity/);

    const log = await call('GET', '/api/admin/audit-log?limit=50', admin.cookie);
    const releases = log
      .json()
      .items.filter(
        (e: { action: string; actorId: string }) =>
          e.action === 'order.release' && e.actorId === reviewer.user.id,
      );
    expect(
      releases
        .map((e: { details: { releasesThisWeek: number } }) => e.details.releasesThisWeek)
        .sort(),
    ).toEqual([1, 2]);
    const listed = await call('GET', '/api/admin/reviewers', admin.cookie);
    const row = listed.json().items.find((r: { id: string }) => r.id === reviewer.user.id);
    expect(row).toMatchObject({ takenThisWeek: 2, weeklyCapacity: 2 });
  });

  it('is for reviewers only', async () => {
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    expect(
      (await call('POST', `/api/submissions/${order.id}/accept`, applicant.cookie)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/reviewer/queue', applicant.cookie)).statusCode).toBe(403);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'simultaneous accepts on PostgreSQL',
  () => {
    it('20 reviewers accepting the same order at once produce exactly one assignment', async () => {
      const reviewers = [];
      for (let i = 0; i < 20; i++) reviewers.push(await seedReviewer(t.app, t.db.db));
      const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
      const results = await Promise.all(
        reviewers.map((r) => call('POST', `/api/submissions/${order.id}/accept`, r.cookie)),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
      const log = await t.db.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.submissionId, order.id));
      expect(log).toHaveLength(1);
    });
  },
);
