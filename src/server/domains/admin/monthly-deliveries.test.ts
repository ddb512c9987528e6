import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageTier } from '../../../shared/domain/packages.js';
import { monthlyDeliveries, reviews, submissions } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { sumOf } from '../../db/sql-aggregates.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let admin: Session;
let applicant: Session;
let reviewer: Session;
const DAY = 24 * 3600_000;
const statement = 'When I was twelve, I started translating leases for neighbours.';
const rubricScores = { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 };

beforeAll(async () => {
  admin = await signInAs(t.app, t.db.db, 'admin');
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  reviewer = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 10 });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

/** A paid order of `tier` that the reviewer accepted. */
async function acceptedOrder(packageTier: PackageTier) {
  const order = await seedOrder(t.db.db, {
    applicantId: applicant.user.id,
    packageTier,
    pastedText: statement,
  });
  expect(
    (await call('POST', `/api/submissions/${order.id}/accept`, reviewer.cookie)).statusCode,
  ).toBe(200);
  return order.id;
}

const round = {
  summaryMemo: 'Memo',
  rubricScores,
  annotatedDocumentUrl: null,
  inlineComments: null,
};
async function saveDraft(submissionId: string) {
  const saved = await call('PUT', '/api/reviews/draft', reviewer.cookie, {
    submissionId,
    ...round,
  });
  expect(saved.statusCode).toBe(200);
}
async function deliver(submissionId: string) {
  const delivered = await call('POST', '/api/reviews', reviewer.cookie, { submissionId, ...round });
  expect(delivered.statusCode).toBe(201);
}

const firstRound = (submissionId: string) =>
  and(eq(reviews.submissionId, submissionId), eq(reviews.round, 1));

/** What the triggers keep, as "month package" -> orders over the shards (emptied ones left out). */
async function kept() {
  const rows = await t.db.db
    .select({
      month: monthlyDeliveries.month,
      packageTier: monthlyDeliveries.packageTier,
      ordersDelivered: sumOf(monthlyDeliveries.ordersDelivered),
    })
    .from(monthlyDeliveries)
    .groupBy(monthlyDeliveries.month, monthlyDeliveries.packageTier);
  return Object.fromEntries(
    rows
      .filter((row) => row.ordersDelivered !== 0)
      .map((row) => [`${row.month} ${row.packageTier}`, row.ordersDelivered]),
  );
}

/** The same counted from the tables, as Financials once did: first rounds by delivery month. */
async function counted() {
  const { rows } = (await t.db.db.execute(
    sql`select to_char(r.submitted_at at time zone 'UTC', 'YYYY-MM-01') || ' ' || s.package_tier as key,
          count(*)::int as n
        from reviews r join submissions s on s.id = r.submission_id
        where r.round = 1 and r.submitted_at is not null group by 1`,
  )) as unknown as { rows: { key: string; n: number }[] };
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));
}

/** The kept counters, once checked against the counted ones. */
async function inStep() {
  const counters = await kept();
  expect(counters).toEqual(await counted());
  return counters;
}

async function payoutsOwed() {
  const financials = (await call('GET', '/api/admin/financials', admin.cookie)).json();
  return [financials.thisMonth.payoutsOwedCents, financials.lastMonth.payoutsOwedCents];
}

describe('monthly deliveries', () => {
  it('count each order once, in the month its first round was delivered', async () => {
    // The clock starts at 2026-11-02T10:00:00Z.
    const core = await acceptedOrder('core');
    await saveDraft(core);
    expect(await inStep()).toEqual({});
    await deliver(core);
    expect(await inStep()).toEqual({ '2026-11-01 core': 1 });

    // A revision round is delivered too, but earns no second payout.
    t.clock.advance(3600_000);
    const revision = await call('POST', `/api/submissions/${core}/revision`, applicant.cookie, {
      note: 'Please look at the conclusion again.',
      draftText: `${statement} Now I study the law I once translated.`,
    });
    expect(revision.statusCode).toBe(200);
    await deliver(core);
    expect(await inStep()).toEqual({ '2026-11-01 core': 1 });

    // Delivered last month.
    t.clock.advance(-3 * DAY);
    const premium = await acceptedOrder('premium');
    await deliver(premium);
    t.clock.advance(3 * DAY);
    expect(await inStep()).toEqual({ '2026-10-01 premium': 1, '2026-11-01 core': 1 });
    expect(await payoutsOwed()).toEqual([8_900, 17_900]);

    // A delivery moved across the month boundary (UTC), taken back, and made again.
    const basic = await acceptedOrder('basic');
    await deliver(basic);
    const moveTo = (submittedAt: Date | null) =>
      t.db.db.update(reviews).set({ submittedAt }).where(firstRound(basic));
    await moveTo(new Date('2026-10-31T23:59:59.999Z'));
    expect(await inStep()).toMatchObject({ '2026-10-01 basic': 1 });
    await moveTo(new Date('2026-11-01T00:00:00.000Z'));
    expect(await inStep()).toMatchObject({ '2026-11-01 basic': 1 });
    await moveTo(null);
    expect(await inStep()).not.toHaveProperty('2026-11-01 basic');
    await moveTo(new Date('2026-11-02T12:00:00Z'));
    expect(await inStep()).toEqual({
      '2026-10-01 premium': 1,
      '2026-11-01 basic': 1,
      '2026-11-01 core': 1,
    });
    expect(await payoutsOwed()).toEqual([8_900 + 6_900, 17_900]);

    // An order's package changes after delivery: its payout follows.
    await t.db.db
      .update(submissions)
      .set({ packageTier: 'premium' })
      .where(eq(submissions.id, core));
    expect(await inStep()).toEqual({
      '2026-10-01 premium': 1,
      '2026-11-01 basic': 1,
      '2026-11-01 premium': 1,
    });
    expect(await payoutsOwed()).toEqual([17_900 + 6_900, 17_900]);
    // The recount a bulk load calls instead of the triggers (the bench seeder) agrees.
    await t.db.db.execute(sql`select monthly_deliveries_recount()`);
    expect(await payoutsOwed()).toEqual([17_900 + 6_900, 17_900]);

    // A first round removed, and an order removed with its rounds.
    await t.db.db.delete(reviews).where(firstRound(premium));
    await t.db.db.delete(submissions).where(eq(submissions.id, core));
    expect(await inStep()).toEqual({ '2026-11-01 basic': 1 });
    expect(await payoutsOwed()).toEqual([6_900, 0]);
  });
});
