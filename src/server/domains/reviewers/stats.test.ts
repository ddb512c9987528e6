import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../../../shared/domain/order-status.js';
import type { PackageTier } from '../../../shared/domain/packages.js';
import { lastPayoutDate } from '../../../shared/domain/payouts.js';
import { reviewRatings, reviews, submissions } from '../../db/schema/index.js';
import {
  PASSWORD,
  sessionCookieOf,
  signInAs,
  getAs,
  type Session,
} from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { startOfMonthUtc, startOfWeekUtc } from './stats.js';

// The test clock starts on Monday 2026-11-02 10:00 UTC: the last payout was Oct 15, the next is
// Nov 15; this week began Nov 2 00:00, this month Nov 1 00:00.
const t = useTestApp();
let applicant: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
});

async function order(tier: PackageTier, status: SubmissionStatus, reviewerId: string | null) {
  return seedOrder(t.db.db, {
    applicantId: applicant.user.id,
    packageTier: tier,
    status,
    reviewerId,
  });
}

/** A review round by `reviewerId`, submitted at `at` (null: a draft), optionally rated. */
async function review(
  submissionId: string,
  reviewerId: string,
  round: number,
  at: string | null,
  rating?: number,
) {
  const scores = { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 };
  const [row] = await t.db.db
    .insert(reviews)
    .values({
      submissionId,
      reviewerId,
      round,
      rubricScores: scores,
      summaryMemo: 'memo',
      submittedAt: at ? new Date(at) : null,
    })
    .returning();
  if (rating !== undefined) {
    await t.db.db.insert(reviewRatings).values({ reviewId: row!.id, rating });
  }
}

describe('week and month boundaries (UTC)', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(startOfWeekUtc(new Date('2026-11-08T23:59:59Z')).toISOString()).toBe(
      '2026-11-02T00:00:00.000Z',
    );
    expect(startOfWeekUtc(new Date('2026-11-02T00:00:00Z')).toISOString()).toBe(
      '2026-11-02T00:00:00.000Z',
    );
    expect(startOfWeekUtc(new Date('2026-03-01T12:00:00Z')).toISOString()).toBe(
      '2026-02-23T00:00:00.000Z',
    );
    expect(startOfMonthUtc(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });

  it('pays on the 15th: the last payout is the 15th at or before now', () => {
    expect(lastPayoutDate(new Date('2026-11-15T00:00:00Z')).toISOString()).toBe(
      '2026-11-15T00:00:00.000Z',
    );
    expect(lastPayoutDate(new Date('2026-11-14T23:59:59.999Z')).toISOString()).toBe(
      '2026-10-15T00:00:00.000Z',
    );
    expect(lastPayoutDate(new Date('2027-01-03T00:00:00Z')).toISOString()).toBe(
      '2026-12-15T00:00:00.000Z',
    );
  });
});

describe('GET /api/reviewer/stats', () => {
  it('is zero for a new reviewer, with no rating yet', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const response = await getAs(t.app, '/api/reviewer/stats', reviewer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      activeReviews: 0,
      completed: 0,
      avgRating: null,
      thisWeekCents: 0,
      thisMonthCents: 0,
      pendingCents: 0,
      nextPayoutDate: '2026-11-15T00:00:00.000Z',
    });
    expect((await getAs(t.app, '/api/reviewer/earnings', reviewer.cookie)).json()).toEqual({
      items: [],
      nextCursor: null,
      payouts: [],
    });
  });

  it('counts, rates and sums a hand-computed history; payouts follow the 15th', async () => {
    const me = await seedReviewer(t.app, t.db.db);
    const other = await seedReviewer(t.app, t.db.db);
    const id = me.user.id;

    // A: core, two rounds; counted once, at its first delivery (Oct 10: paid on Oct 15).
    const a = await order('core', 'completed', id);
    await review(a.id, id, 1, '2026-10-10T12:00:00Z', 5);
    await review(a.id, id, 2, '2026-11-02T08:00:00Z', 4);
    // B: premium delivered Oct 20 -> paid Nov 15 (pending).
    const b = await order('premium', 'feedback_ready', id);
    await review(b.id, id, 1, '2026-10-20T09:00:00Z', 4);
    // C: basic delivered Sunday Nov 1 23:00: this month, not this week.
    const c = await order('basic', 'feedback_ready', id);
    await review(c.id, id, 1, '2026-11-01T23:00:00Z');
    // D: in review with a draft round; E: assigned. Both active, neither delivered.
    const d = await order('core', 'in_review', id);
    await review(d.id, id, 1, null);
    await order('basic', 'assigned', id);
    // F: premium completed without a review row: its deliveredAt (this week) counts.
    const f = await order('premium', 'completed', id);
    await t.db.db
      .update(submissions)
      .set({ deliveredAt: new Date('2026-11-02T09:30:00Z') })
      .where(eq(submissions.id, f.id));
    // G: core delivered this morning, later refunded: still delivered work.
    const g = await order('core', 'refunded', id);
    await review(g.id, id, 1, '2026-11-02T09:00:00Z');
    // I: core delivered Oct 25 by me, then handed to someone else for round 2.
    const i = await order('core', 'in_review', other.user.id);
    await review(i.id, id, 1, '2026-10-25T10:00:00Z');
    // Someone else's work does not count for me.
    const h = await order('premium', 'completed', other.user.id);
    await review(h.id, other.user.id, 1, '2026-11-02T07:00:00Z', 1);

    expect((await getAs(t.app, '/api/reviewer/stats', me.cookie)).json()).toEqual({
      activeReviews: 2, // D, E
      completed: 6, // A, B, C, F, G, I
      avgRating: 4.3, // (5 + 4 + 4) / 3 = 4.33, to one decimal as Manage Reviewers shows it too
      thisWeekCents: 17_900 + 8_900, // F, G
      thisMonthCents: 6_900 + 17_900 + 8_900, // C, F, G
      pendingCents: 17_900 + 6_900 + 17_900 + 8_900 + 8_900, // B, C, F, G, I
      nextPayoutDate: '2026-11-15T00:00:00.000Z',
    });
    expect((await getAs(t.app, '/api/reviewer/stats', other.cookie)).json()).toMatchObject({
      activeReviews: 1,
      completed: 1,
      avgRating: 1,
      pendingCents: 17_900,
    });

    const report = (await getAs(t.app, '/api/reviewer/earnings', me.cookie)).json();
    expect(report.nextCursor).toBeNull();
    expect(report.items.map((row: { submissionId: string }) => row.submissionId)).toEqual([
      f.id,
      g.id,
      c.id,
      i.id,
      b.id,
      a.id,
    ]);
    expect(report.items[5]).toEqual({
      submissionId: a.id,
      packageTier: 'core',
      targetSchool: 'stanford',
      deliveredAt: '2026-10-10T12:00:00.000Z',
      payoutCents: 8_900,
      payoutDate: '2026-10-15T00:00:00.000Z',
      paid: true,
    });
    expect(report.payouts).toEqual([
      { date: '2026-11-15T00:00:00.000Z', orders: 5, totalCents: 60_500, paid: false },
      { date: '2026-10-15T00:00:00.000Z', orders: 1, totalCents: 8_900, paid: true },
    ]);

    // On Nov 15 00:00 the pending money is paid; a delivery at that instant waits for Dec 15.
    t.clock.advance(Date.parse('2026-11-15T00:00:00Z') - Date.parse('2026-11-02T10:00:00Z'));
    const late = await order('basic', 'feedback_ready', id);
    await review(late.id, id, 1, '2026-11-15T00:00:00Z');
    // Sessions do not last 13 days: sign in again at the new time.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.user.email, password: PASSWORD },
    });
    expect(
      (await getAs(t.app, '/api/reviewer/stats', sessionCookieOf(login))).json(),
    ).toMatchObject({
      completed: 7,
      thisWeekCents: 6_900, // the late one; the week began Monday Nov 9
      thisMonthCents: 33_700 + 6_900,
      pendingCents: 6_900,
      nextPayoutDate: '2026-12-15T00:00:00.000Z',
    });
  });

  it('is for reviewers only', async () => {
    const someone = await signInAs(t.app, t.db.db, 'applicant');
    expect((await getAs(t.app, '/api/reviewer/stats', someone.cookie)).statusCode).toBe(403);
    expect((await getAs(t.app, '/api/reviewer/earnings', someone.cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/reviewer/stats' });
    expect(anonymous.statusCode).toBe(401);
  });
});
