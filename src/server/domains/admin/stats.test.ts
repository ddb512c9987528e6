import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../../../shared/domain/order-status.js';
import type { PackageTier } from '../../../shared/domain/packages.js';
import type { AtRiskOrderPage } from '../../../shared/schemas/admin.js';
import { payments, refunds, reviews, submissions, users } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let admin: Session;
let applicant: Session;
let nameless: Session;
let reviewer: Session;
const HOUR = 3600_000;
const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
// The manual clock stays at 2026-11-02T10:00:00Z in this file.
const now = () => t.clock.clock();

beforeAll(async () => {
  admin = await signInAs(t.app, t.db.db, 'admin');
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  nameless = await signInAs(t.app, t.db.db, 'applicant');
  await t.db.db
    .update(users)
    .set({ firstName: null, lastName: null })
    .where(eq(users.id, nameless.user.id));
  reviewer = await seedReviewer(t.app, t.db.db);
});

beforeEach(async () => {
  await t.db.db.delete(submissions);
});

const get = (url: string) => t.app.inject({ url, headers: { cookie: admin.cookie } });

/** An order paid `agoMs` before now with a `windowH`-hour deadline. */
function order(agoMs: number, extra: Partial<Parameters<typeof seedOrder>[1]> = {}) {
  const paidAt = new Date(now().getTime() - agoMs);
  return seedOrder(t.db.db, {
    applicantId: applicant.user.id,
    status: 'assigned',
    paidAt,
    etaAt: new Date(paidAt.getTime() + 72 * HOUR),
    ...extra,
  });
}

/** An order delivered at `deliveredAt` against the deadline `etaAt`; returns its id. */
async function delivered(deliveredAt: string, etaAt: string) {
  const row = await order(40 * 24 * HOUR, { status: 'completed', etaAt: at(etaAt) });
  await t.db.db
    .update(submissions)
    .set({ deliveredAt: at(deliveredAt) })
    .where(eq(submissions.id, row.id));
  return row.id;
}

async function setThreshold(slaAlertThreshold: number) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { autoAssignment: true, slaAlertThreshold, maintenanceMode: false },
  });
  expect(saved.statusCode).toBe(200);
}

describe('GET /api/admin/stats', () => {
  it('answers exactly the four figures: zeros, and 100 % SLA when nothing was delivered', async () => {
    const stats = (await get('/api/admin/stats')).json();
    expect(stats).toEqual({
      activeOrders: 0,
      slaCompliance: 100,
      pendingReviews: 0,
      monthlyRevenue: 0,
    });
  });

  it('counts active (paid, unfinished) and pending (undelivered) orders', async () => {
    const statuses: SubmissionStatus[] = [
      'draft',
      'queued',
      'assigned',
      'in_review',
      'feedback_ready',
      'completed',
      'refunded',
    ];
    for (const status of statuses) await order(HOUR, { status });
    const stats = (await get('/api/admin/stats')).json();
    expect(stats.activeOrders).toBe(4);
    expect(stats.pendingReviews).toBe(3);
  });

  it('computes SLA compliance over the last 30 days, on time = delivered at or before etaAt', async () => {
    await delivered('2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z'); // on the dot
    await delivered('2026-10-30T00:00:00Z', '2026-10-29T00:00:00Z'); // late
    await delivered('2026-10-20T00:00:00Z', '2026-10-22T00:00:00Z'); // early
    await delivered('2026-10-03T10:00:01Z', '2026-10-05T00:00:00Z'); // just inside 30 days
    await delivered('2026-10-03T10:00:00Z', '2026-10-01T00:00:00Z'); // late, 30 days ago: out
    await order(HOUR, { status: 'in_review' }); // not delivered: not counted
    // 4 counted, 3 on time.
    expect((await get('/api/admin/stats')).json().slaCompliance).toBe(75);
    // Three more late deliveries: 3 on time of 7 = 42.857 % -> 42.9.
    await delivered('2026-11-02T09:00:00Z', '2026-11-01T00:00:00Z');
    await delivered('2026-11-02T09:30:00Z', '2026-11-01T00:00:00Z');
    await delivered('2026-11-02T09:45:00Z', '2026-11-01T00:00:00Z');
    expect((await get('/api/admin/stats')).json().slaCompliance).toBe(42.9);
  });

  it('counts each delivery once, however the window is cut: by hour, by day, at their edges', async () => {
    // The window (2026-10-03T10:00, 2026-11-02T10:00]: deliveries at the edges of its days.
    await delivered('2026-10-03T23:59:59Z', '2026-10-05T00:00:00Z'); // on time, the hour before the first whole day
    await delivered('2026-10-04T00:00:00Z', '2026-10-03T00:00:00Z'); // late, the first whole day starts
    await delivered('2026-11-01T23:59:59Z', '2026-11-02T00:00:00Z'); // on time, the last whole day ends
    await delivered('2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z'); // late, today's first hour
    await delivered('2026-11-02T09:59:59Z', '2026-11-02T10:00:00Z'); // on time, the last whole hour
    // 3 on time of 5.
    expect((await get('/api/admin/stats')).json().slaCompliance).toBe(60);
    await delivered('2026-11-01T00:00:00Z', '2026-10-31T00:00:00Z'); // late: 3 of 6
    expect((await get('/api/admin/stats')).json().slaCompliance).toBe(50);
  });

  it('counts SLA exactly at the partial hours of the window and follows moved and deleted deliveries', async () => {
    // Half an hour into the clock's hour: the window is (2026-10-03T10:30, 2026-11-02T10:30].
    t.clock.advance(30 * MINUTE);
    try {
      await delivered('2026-10-03T10:30:00Z', '2026-10-01T00:00:00Z'); // late, on the open edge: out
      await delivered('2026-10-03T10:45:00Z', '2026-10-05T00:00:00Z'); // on time, first hour: in
      await delivered('2026-11-02T10:29:00Z', '2026-11-01T00:00:00Z'); // late, this hour: in
      const later = await delivered('2026-11-02T10:31:00Z', '2026-11-01T00:00:00Z'); // not yet
      expect((await get('/api/admin/stats')).json().slaCompliance).toBe(50);
      // A revision round moves delivery and deadline: the order now counts as on time.
      await t.db.db
        .update(submissions)
        .set({ deliveredAt: at('2026-11-02T10:00:00Z'), etaAt: at('2026-11-02T10:00:00Z') })
        .where(eq(submissions.id, later));
      expect((await get('/api/admin/stats')).json().slaCompliance).toBe(66.7);
      await t.db.db.delete(submissions).where(eq(submissions.id, later));
      expect((await get('/api/admin/stats')).json().slaCompliance).toBe(50);
    } finally {
      t.clock.advance(-30 * MINUTE);
    }
  });

  it('reports monthly revenue: payments captured this month minus refunds made this month', async () => {
    const paid = async (tier: PackageTier, amountCents: number, succeededAt: string) => {
      const row = await order(HOUR, { packageTier: tier, status: 'completed' });
      const [payment] = await t.db.db
        .insert(payments)
        .values({
          submissionId: row.id,
          purpose: 'order',
          amountCents,
          provider: 'test',
          providerIntentId: `pi_${randomUUID()}`,
          clientSecret: 'secret',
          status: 'succeeded',
          succeededAt: at(succeededAt),
        })
        .returning();
      return { order: row, payment: payment! };
    };
    const refund = (
      p: { payment: { id: string; submissionId: string } },
      cents: number,
      when: string,
    ) =>
      t.db.db.insert(refunds).values({
        paymentId: p.payment.id,
        submissionId: p.payment.submissionId,
        amountCents: cents,
        reason: 'test',
        createdAt: at(when),
      });
    const delivery = (p: { order: { id: string } }, round: number, when: string | null) =>
      t.db.db.insert(reviews).values({
        submissionId: p.order.id,
        reviewerId: reviewer.user.id,
        round,
        rubricScores: { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 },
        submittedAt: when ? at(when) : null,
      });

    const a = await paid('core', 29_900, '2026-11-01T00:00:00Z'); // first instant of November
    const b = await paid('premium', 89_900, '2026-10-31T23:59:59Z'); // October
    const c = await paid('basic', 9_900, '2026-11-02T09:00:00Z');
    await refund(c, 5_000, '2026-11-02T09:30:00Z');
    await refund(b, 10_000, '2026-11-01T12:00:00Z'); // October's payment, November's refund
    await delivery(a, 1, '2026-11-01T08:00:00Z'); // core payout 89, November
    await delivery(b, 1, '2026-10-30T00:00:00Z'); // premium payout 179, October
    await delivery(b, 2, '2026-11-01T09:00:00Z'); // a revision round: no second payout
    await delivery(c, 1, null); // a draft: not delivered

    // (299 + 99) - (50 + 100) = 248 dollars.
    expect((await get('/api/admin/stats')).json().monthlyRevenue).toBe(248);
    expect((await get('/api/admin/financials')).json()).toEqual({
      thisMonth: {
        month: '2026-11',
        revenueCents: 39_800,
        refundsCents: 15_000,
        netCents: 24_800,
        payoutsOwedCents: 8_900,
      },
      lastMonth: {
        month: '2026-10',
        revenueCents: 89_900,
        refundsCents: 0,
        netCents: 89_900,
        payoutsOwedCents: 17_900,
      },
    });
  });
});

describe('GET /api/admin/at-risk-orders', () => {
  it('lists orders past the SLA alert threshold (70/80/90), soonest deadline first', async () => {
    await order(50 * HOUR + 23 * MINUTE); // 69.98 %: never
    const o70 = await order(50 * HOUR + 24 * MINUTE); // exactly 70 %
    const o80 = await order(57 * HOUR + 36 * MINUTE, { status: 'queued' }); // exactly 80 %
    const o90 = await order(64 * HOUR + 48 * MINUTE, { applicantId: nameless.user.id }); // 90 %
    const late = await order(73 * HOUR, { reviewerId: reviewer.user.id, status: 'in_review' });
    await order(80 * HOUR, { status: 'feedback_ready' }); // delivered
    await order(80 * HOUR, { status: 'draft' }); // unpaid
    // A revision round due in 10 h: its 72 h clock started 62 h ago (86.1 %), even though
    // the order was paid ten days ago.
    const revision = await order(10 * 24 * HOUR, { status: 'in_review' });
    await t.db.db
      .update(submissions)
      .set({
        round: 2,
        roundStartedAt: new Date(now().getTime() - 62 * HOUR),
        etaAt: new Date(now().getTime() + 10 * HOUR),
      })
      .where(eq(submissions.id, revision.id));

    const ids = async () => {
      const page = (await get('/api/admin/at-risk-orders')).json<AtRiskOrderPage>();
      expect(page.total).toBe(page.items.length);
      expect(page.nextCursor).toBeNull();
      return page.items.map((o) => o.id);
    };
    expect(await ids()).toEqual([late.id, o90.id, revision.id, o80.id, o70.id]);
    await setThreshold(80);
    expect(await ids()).toEqual([late.id, o90.id, revision.id, o80.id]);
    await setThreshold(90);
    expect(await ids()).toEqual([late.id, o90.id]);

    const [overdue, dueSoon] = (await get('/api/admin/at-risk-orders')).json<AtRiskOrderPage>()
      .items;
    expect(overdue).toEqual({
      id: late.id,
      applicantName: 'Test applicant',
      packageTier: 'core',
      etaAt: new Date(now().getTime() - HOUR).toISOString(),
      reviewerName: 'Test reviewer',
      overdue: true,
      status: 'in_review',
    });
    expect(dueSoon).toMatchObject({ applicantName: null, reviewerName: null, overdue: false });
    await setThreshold(70);
  });

  it('names an applicant and a reviewer who have no first name by their last name', async () => {
    const hopper = await signInAs(t.app, t.db.db, 'applicant');
    const marshall = await seedReviewer(t.app, t.db.db);
    for (const [person, lastName] of [
      [hopper, 'Hopper'],
      [marshall, 'Marshall'],
    ] as const) {
      await t.db.db
        .update(users)
        .set({ firstName: null, lastName })
        .where(eq(users.id, person.user.id));
    }
    const late = await order(73 * HOUR, {
      applicantId: hopper.user.id,
      reviewerId: marshall.user.id,
    });
    const items = (await get('/api/admin/at-risk-orders')).json<AtRiskOrderPage>().items;
    expect(items.map((o) => [o.id, o.applicantName, o.reviewerName])).toEqual([
      [late.id, 'Hopper', 'Marshall'],
    ]);
  });

  it('is empty when nothing is at risk', async () => {
    await order(HOUR);
    expect((await get('/api/admin/at-risk-orders')).json()).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
  });

  it('pages every order at risk once, soonest deadline first, with the total on each page', async () => {
    // 7 at risk (three sharing a deadline, two within one millisecond), 2 not.
    const atRisk = [];
    for (const hoursAgo of [60, 61, 62, 62, 62, 70, 73]) {
      atRisk.push(await order(hoursAgo * HOUR));
    }
    const sameMillisecond = [await order(65 * HOUR), await order(65 * HOUR)];
    await t.db.db
      .update(submissions)
      .set({ etaAt: sql`'2026-11-02T17:00:00.000700Z'::timestamptz` })
      .where(eq(submissions.id, sameMillisecond[0]!.id));
    await t.db.db
      .update(submissions)
      .set({ etaAt: sql`'2026-11-02T17:00:00.000200Z'::timestamptz` })
      .where(eq(submissions.id, sameMillisecond[1]!.id));
    await order(HOUR);
    await order(80 * HOUR, { status: 'completed' });
    const all = [...atRisk, ...sameMillisecond];

    const seen: AtRiskOrderPage['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = new URLSearchParams({ limit: '2' });
      if (cursor) query.set('cursor', cursor);
      const res = await get(`/api/admin/at-risk-orders?${query.toString()}`);
      expect(res.statusCode).toBe(200);
      const page = res.json<AtRiskOrderPage>();
      expect(page.total).toBe(all.length);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(Math.ceil(all.length / 2));
    expect(new Set(seen.map((o) => o.id)).size).toBe(seen.length);
    expect(new Set(seen.map((o) => o.id))).toEqual(new Set(all.map((o) => o.id)));
    const positions = seen.map((o) => [Date.parse(o.etaAt!), o.id] as const);
    expect(positions).toEqual(
      [...positions].sort(([ta, ia], [tb, ib]) => ta - tb || (ia < ib ? -1 : ia > ib ? 1 : 0)),
    );
    // The default page holds them all (20 by default).
    const first = (await get('/api/admin/at-risk-orders')).json<AtRiskOrderPage>();
    expect(first.items.map((o) => o.id)).toEqual(seen.map((o) => o.id));
  });

  it('refuses a page link it did not make, and a limit out of range', async () => {
    await order(60 * HOUR);
    for (const query of ['cursor=not-a-cursor', 'limit=0', 'limit=101', 'limit=two']) {
      const res = await get(`/api/admin/at-risk-orders?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const bad = await get('/api/admin/at-risk-orders?cursor=not-a-cursor');
    expect(bad.json().message).toBe('This page link is invalid. Reload the list and try again.');
    expect((await get('/api/admin/at-risk-orders?limit=100')).statusCode).toBe(200);
  });
});
