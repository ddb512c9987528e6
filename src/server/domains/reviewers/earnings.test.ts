import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageTier } from '../../../shared/domain/packages.js';
import type { EarningsDelivery } from '../../../shared/schemas/reviewers.js';
import { reviews, submissions } from '../../db/schema/index.js';
import { signInAs, getAs, type Session } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { earningsReport, reviewerStats } from './stats.js';

// Payouts per order (docs/product.md §3 Money).
const BASIC = 6_900;
const CORE = 8_900;
const PREMIUM = 17_900;

const t = useTestApp();
let applicant: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
});

/** An order the reviewer delivered: their round 1 submitted at `at`. */
async function delivered(reviewerId: string, tier: PackageTier, at: string | SQL) {
  const order = await seedOrder(t.db.db, {
    applicantId: applicant.user.id,
    packageTier: tier,
    status: 'completed',
    reviewerId,
  });
  await t.db.db.insert(reviews).values({
    submissionId: order.id,
    reviewerId,
    round: 1,
    rubricScores: { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 },
    submittedAt: typeof at === 'string' ? new Date(at) : at,
  });
  return order;
}

/** The services as the reviewer sees them at `now`. */
const at = (reviewer: Session, now: string) => ({
  ...t.deps,
  clock: () => new Date(now),
  actor: reviewer.user,
});

describe('sums at the payout, week and month boundaries', () => {
  it('puts each delivery on the right side of each 00:00 UTC boundary', async () => {
    const me = await seedReviewer(t.app, t.db.db);
    const id = me.user.id;
    await delivered(id, 'core', '2026-10-14T23:59:59.999Z'); // paid Oct 15
    const twoRounds = await delivered(id, 'basic', '2026-10-14T23:00:00Z'); // paid Oct 15
    await t.db.db.insert(reviews).values({
      submissionId: twoRounds.id,
      reviewerId: id,
      round: 2,
      rubricScores: { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 },
      submittedAt: new Date('2026-11-02T01:00:00Z'), // a later round: not this week's money
    });
    await delivered(id, 'basic', '2026-10-15T00:00:00Z'); // paid Nov 15
    await delivered(id, 'premium', '2026-10-31T23:59:59.999Z'); // Nov 15; October
    await delivered(id, 'core', '2026-11-01T00:00:00Z'); // Nov 15; November, Sunday
    await delivered(id, 'basic', '2026-11-02T00:00:00Z'); // Nov 15; the week of Monday Nov 2

    expect(await reviewerStats(at(me, '2026-11-02T10:00:00Z'))).toMatchObject({
      completed: 6,
      thisWeekCents: BASIC,
      thisMonthCents: CORE + BASIC,
      pendingCents: BASIC + PREMIUM + CORE + BASIC,
      nextPayoutDate: '2026-11-15T00:00:00.000Z',
    });
    expect(await reviewerStats(at(me, '2026-11-14T23:59:59.999Z'))).toMatchObject({
      thisWeekCents: 0, // the week of Monday Nov 9
      pendingCents: BASIC + PREMIUM + CORE + BASIC,
    });
    expect(await reviewerStats(at(me, '2026-11-15T00:00:00Z'))).toMatchObject({
      completed: 6,
      thisMonthCents: CORE + BASIC,
      pendingCents: 0,
      nextPayoutDate: '2026-12-15T00:00:00.000Z',
    });
    expect(await reviewerStats(at(me, '2026-12-01T00:00:00Z'))).toMatchObject({
      thisWeekCents: 0,
      thisMonthCents: 0,
      pendingCents: 0,
    });

    const report = await earningsReport(at(me, '2026-11-15T00:00:00Z'), { limit: 1 });
    expect(report.items).toHaveLength(1);
    expect(report.payouts).toEqual([
      {
        date: '2026-11-15T00:00:00.000Z',
        orders: 4,
        totalCents: BASIC + PREMIUM + CORE + BASIC,
        paid: true,
      },
      { date: '2026-10-15T00:00:00.000Z', orders: 2, totalCents: CORE + BASIC, paid: true },
    ]);
    const before = await earningsReport(at(me, '2026-11-14T23:59:59.999Z'), { limit: 1 });
    expect(before.payouts.map((payout) => payout.paid)).toEqual([false, true]);
  });
});

describe('GET /api/reviewer/earnings pages', () => {
  it('lists every delivery once, newest first, a page at a time', async () => {
    const me = await seedReviewer(t.app, t.db.db);
    const id = me.user.id;
    const orders = [
      await delivered(id, 'core', '2026-10-20T10:00:00Z'),
      // Two deliveries at one instant: the id orders them.
      await delivered(id, 'basic', '2026-10-21T10:00:00Z'),
      await delivered(id, 'premium', '2026-10-21T10:00:00Z'),
      // Two within one millisecond, the precision of a page cursor.
      await delivered(id, 'core', sql`'2026-10-22T10:00:00.000200Z'::timestamptz`),
      await delivered(id, 'core', sql`'2026-10-22T10:00:00.000700Z'::timestamptz`),
    ];
    // Completed by hand, without a round: its deliveredAt counts.
    const byHand = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      packageTier: 'basic',
      status: 'completed',
      reviewerId: id,
    });
    await t.db.db
      .update(submissions)
      .set({ deliveredAt: new Date('2026-10-23T10:00:00Z') })
      .where(eq(submissions.id, byHand.id));
    orders.push(byHand);

    const seen: EarningsDelivery[] = [];
    const payouts = [];
    let url = '/api/reviewer/earnings?limit=2';
    for (;;) {
      const response = await getAs(t.app, url, me.cookie);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      payouts.push(page.payouts);
      if (!page.nextCursor) break;
      url = `/api/reviewer/earnings?limit=2&cursor=${page.nextCursor}`;
    }
    expect(payouts).toHaveLength(3);
    const newestFirst = (a: EarningsDelivery, b: EarningsDelivery) =>
      b.deliveredAt.localeCompare(a.deliveredAt) || b.submissionId.localeCompare(a.submissionId);
    expect(seen.map((row) => row.submissionId)).toEqual(
      [...seen].sort(newestFirst).map((row) => row.submissionId),
    );
    expect(new Set(seen.map((row) => row.submissionId))).toEqual(
      new Set(orders.map((order) => order.id)),
    );
    expect(seen).toHaveLength(orders.length);
    expect(seen[0]).toMatchObject({ submissionId: byHand.id, packageTier: 'basic' });
    // The payouts cover every delivery on every page, not only the page's.
    for (const pagePayouts of payouts) {
      expect(pagePayouts).toEqual([
        {
          date: '2026-11-15T00:00:00.000Z',
          orders: 6,
          totalCents: 3 * CORE + 2 * BASIC + PREMIUM,
          paid: false,
        },
      ]);
    }
  });

  it('answers a bad cursor or limit with a 400', async () => {
    const me = await seedReviewer(t.app, t.db.db);
    const bad = await getAs(t.app, '/api/reviewer/earnings?cursor=nonsense', me.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/page link is invalid/);
    const zero = await getAs(t.app, '/api/reviewer/earnings?limit=0', me.cookie);
    expect([zero.statusCode, zero.json().message]).toEqual([
      400,
      'The limit must be a whole number from 1 to 100.',
    ]);
  });
});
