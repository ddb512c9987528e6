import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveredStatuses } from '../../../shared/domain/order-lifecycle.js';
import { nextPayoutDate } from '../../../shared/domain/payouts.js';
import { reviewerDeliveries, reviews, submissions } from '../../db/schema/index.js';
import { nextPayoutDateSql } from '../../db/schema/reviews.js';
import { signInAs, type Session } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

/*
 * reviewer_deliveries is kept by triggers (migration 0029). Here every kind of write that can
 * change a delivery is made, and after each the table must equal the rule worked out from
 * reviews and orders directly (stats.ts states it): a reviewer delivered an order at their
 * submitted first round of it, or, when nobody submitted a first round, when it is theirs and
 * delivered (feedback_ready or completed), at its delivery, else its last update. One order,
 * one payout, to one reviewer, as the admin's payouts owed count it.
 */

const t = useTestApp();
let applicant: Session;
let first: string;
let second: string;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  first = (await seedReviewer(t.app, t.db.db)).user.id;
  second = (await seedReviewer(t.app, t.db.db)).user.id;
});

interface Delivery {
  reviewer: string;
  order: string;
  at: string;
  tier: string;
}

/** The rule, worked out in one query over everything there (the test reviewers' part). */
async function byTheRule(): Promise<Delivery[]> {
  // The statuses that count as delivered, from their one home (the trigger spells them out).
  const delivered = sql.raw(deliveredStatuses.map((status) => `'${status}'`).join(', '));
  const { rows } = (await t.db.db.execute(sql`
    with first_rounds as (
      select reviewer_id, submission_id, submitted_at as at from reviews
      where round = 1 and submitted_at is not null and reviewer_id is not null
    ), delivered as (
      select f.reviewer_id, f.submission_id, f.at, s.package_tier
        from first_rounds f join submissions s on s.id = f.submission_id
      union all
      select s.reviewer_id, s.id, coalesce(s.delivered_at, s.updated_at), s.package_tier
        from submissions s
        where s.reviewer_id is not null and s.status in (${delivered})
          and not exists (select 1 from reviews r
            where r.submission_id = s.id and r.round = 1 and r.submitted_at is not null)
    )
    select reviewer_id as reviewer, submission_id as "order",
      to_char(date_trunc('milliseconds', at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at,
      package_tier as tier
    from delivered where reviewer_id in (${first}, ${second})
    order by 1, 2`)) as unknown as { rows: Delivery[] };
  return rows;
}

async function kept(): Promise<Delivery[]> {
  const rows = await t.db.db
    .select({
      reviewer: reviewerDeliveries.reviewerId,
      order: reviewerDeliveries.submissionId,
      at: reviewerDeliveries.deliveredAt,
      tier: reviewerDeliveries.packageTier,
      payoutDate: reviewerDeliveries.payoutDate,
    })
    .from(reviewerDeliveries)
    .where(inArray(reviewerDeliveries.reviewerId, [first, second]));
  for (const row of rows) {
    expect(row.payoutDate.toISOString()).toBe(nextPayoutDate(row.at).toISOString());
  }
  return rows
    .map(({ payoutDate: _, ...row }) => ({ ...row, at: row.at.toISOString().slice(0, -1) }))
    .sort((a, b) => a.reviewer.localeCompare(b.reviewer) || a.order.localeCompare(b.order));
}

/** The table agrees with the rule, and holds `count` deliveries of the test reviewers. */
async function expectKept(count: number) {
  const expected = await byTheRule();
  expect(await kept()).toEqual(expected);
  expect(expected).toHaveLength(count);
}

const rubric = { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 };

describe('reviewer_deliveries', () => {
  it('follows rounds, reassignments, hand-set deliveries, package changes and deletions', async () => {
    const db = t.db.db;
    const order = await seedOrder(db, {
      applicantId: applicant.user.id,
      status: 'in_review',
      reviewerId: first,
    });
    await expectKept(0);

    // A round saved as a draft delivers nothing; submitted (with microseconds), it does.
    const [round1] = await db
      .insert(reviews)
      .values({ submissionId: order.id, reviewerId: first, round: 1, rubricScores: rubric })
      .returning();
    await expectKept(0);
    await db
      .update(reviews)
      .set({ submittedAt: sql`'2026-11-03 10:00:00.123456+00'::timestamptz` })
      .where(eq(reviews.id, round1!.id));
    await db
      .update(submissions)
      .set({ status: 'feedback_ready', deliveredAt: new Date('2026-11-03T10:00:01Z') })
      .where(eq(submissions.id, order.id));
    await expectKept(1);

    // A later round leaves the delivery at the first.
    const [round2] = await db
      .insert(reviews)
      .values({
        submissionId: order.id,
        reviewerId: first,
        round: 2,
        rubricScores: rubric,
        submittedAt: new Date('2026-11-06T08:00:00Z'),
      })
      .returning();
    await expectKept(1);

    // Reassigned: the first reviewer keeps their delivery; the second, who holds an order
    // whose first round someone else delivered, earns nothing for it.
    await db
      .update(submissions)
      .set({ reviewerId: second, updatedAt: new Date('2026-11-07T09:00:00Z') })
      .where(eq(submissions.id, order.id));
    await expectKept(1);

    // The package is on the row.
    await db
      .update(submissions)
      .set({ packageTier: 'premium' })
      .where(eq(submissions.id, order.id));
    await expectKept(1);

    // Set delivered by hand, then touched, then given a delivery time, then reopened.
    const byHand = await seedOrder(db, {
      applicantId: applicant.user.id,
      status: 'completed',
      reviewerId: second,
    });
    await expectKept(2);
    await db
      .update(submissions)
      .set({ updatedAt: new Date('2026-11-08T12:00:00Z') })
      .where(eq(submissions.id, byHand.id));
    await expectKept(2);
    await db
      .update(submissions)
      .set({ deliveredAt: new Date('2026-11-08T11:00:00Z') })
      .where(eq(submissions.id, byHand.id));
    await expectKept(2);
    await db.update(submissions).set({ status: 'in_review' }).where(eq(submissions.id, byHand.id));
    await expectKept(1);

    // A later round moved to another reviewer earns them nothing.
    await db.update(reviews).set({ reviewerId: second }).where(eq(reviews.id, round2!.id));
    await expectKept(1);

    // Renumbered rounds: the delivery follows whichever is the first.
    await db.update(reviews).set({ round: 3 }).where(eq(reviews.id, round1!.id));
    await db.update(reviews).set({ round: 1 }).where(eq(reviews.id, round2!.id));
    await expectKept(1);
    expect((await kept())[0]).toMatchObject({ reviewer: second, at: '2026-11-06T08:00:00.000' });
    await db.update(reviews).set({ round: 2 }).where(eq(reviews.id, round2!.id));
    await db.update(reviews).set({ round: 1 }).where(eq(reviews.id, round1!.id));
    await expectKept(1);

    // Without a submitted first round, the order's reviewer holds the delivery set by hand.
    await db.delete(reviews).where(eq(reviews.id, round1!.id));
    await expectKept(1);
    expect((await kept())[0]).toMatchObject({ reviewer: second, at: '2026-11-03T10:00:01.000' });

    // Refunded: a delivery set by hand no longer counts.
    await db.update(submissions).set({ status: 'refunded' }).where(eq(submissions.id, order.id));
    await expectKept(0);

    // An order deleted takes its deliveries with it.
    await db.update(submissions).set({ status: 'completed' }).where(eq(submissions.id, order.id));
    await expectKept(1);
    await db.delete(submissions).where(eq(submissions.id, order.id));
    await expectKept(0);
  });
});

describe('nextPayoutDateSql', () => {
  it('is nextPayoutDate, in any session time zone, at and around every boundary', async () => {
    const instants = [
      '2026-11-15T00:00:00.000Z',
      '2026-11-14T23:59:59.999Z',
      '2026-11-15T00:00:00.001Z',
      '2026-12-31T23:59:59.999Z',
      '2026-12-15T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      '2028-02-29T12:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ];
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 200; i++) {
      instants.push(new Date(Date.UTC(2020, 0, 1) + Math.floor(random() * 3e11)).toISOString());
    }
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
      const rows = await t.db.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        const at = sql`at`;
        const { rows } = (await tx.execute(sql`
          select to_char(${nextPayoutDateSql(at)} at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as payout
          from unnest(${sql.param(instants)}::timestamptz[]) with ordinality as i(at, n) order by n`)) as unknown as {
          rows: { payout: string }[];
        };
        return rows;
      });
      expect(
        rows.map((row) => row.payout),
        zone,
      ).toEqual(instants.map((instant) => nextPayoutDate(new Date(instant)).toISOString()));
    }
  });
});
