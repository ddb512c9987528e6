import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  reviewRatings,
  reviewerRecords,
  reviews,
  statementDrafts,
  submissions,
} from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();
let applicantId: string;
let a: string;
let b: string;

beforeAll(async () => {
  applicantId = (await signInAs(t.app, t.db.db, 'applicant')).user.id;
  a = (await seedReviewer(t.app, t.db.db)).user.id;
  b = (await seedReviewer(t.app, t.db.db)).user.id;
});

/** What the triggers keep, as one reviewer's row (zeros when they have none). */
async function kept(reviewerId: string) {
  const [row] = await t.db.db
    .select()
    .from(reviewerRecords)
    .where(eq(reviewerRecords.reviewerId, reviewerId));
  return {
    delivered: row?.deliveredRounds ?? 0,
    ratingSum: row?.ratingSum ?? 0,
    ratings: row?.ratingCount ?? 0,
    adopted: row?.adoptedWords ?? 0,
    words: row?.draftWords ?? 0,
    orders: row?.deliveredOrders ?? 0,
  };
}

/** The same figures counted from the tables themselves, as the Reviewers page once did. */
async function counted(reviewerId: string) {
  const one = async (query: ReturnType<typeof sql>) => {
    const { rows } = (await t.db.db.execute(query)) as unknown as { rows: { n: string | null }[] };
    return Number(rows[0]?.n ?? 0);
  };
  return {
    delivered: await one(
      sql`select count(*) as n from reviews where reviewer_id = ${reviewerId} and submitted_at is not null`,
    ),
    ratingSum: await one(
      sql`select sum(rr.rating) as n from review_ratings rr join reviews r on r.id = rr.review_id where r.reviewer_id = ${reviewerId}`,
    ),
    ratings: await one(
      sql`select count(*) as n from review_ratings rr join reviews r on r.id = rr.review_id where r.reviewer_id = ${reviewerId}`,
    ),
    adopted: await one(
      sql`select sum((d.voice->>'adoptedWords')::int) as n from statement_drafts d join submissions s on s.id = d.submission_id where s.reviewer_id = ${reviewerId}`,
    ),
    words: await one(
      sql`select sum((d.voice->>'totalWords')::int) as n from statement_drafts d join submissions s on s.id = d.submission_id where s.reviewer_id = ${reviewerId}`,
    ),
    orders: await one(
      sql`select count(*) as n from reviewer_deliveries where reviewer_id = ${reviewerId}`,
    ),
  };
}

async function expectInStep() {
  for (const reviewerId of [a, b])
    expect(await kept(reviewerId)).toEqual(await counted(reviewerId));
}

const rubricScores = { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 };
const voice = (adoptedWords: number, totalWords: number) => ({
  adoptedWords,
  totalWords,
  adoptedPassages: [],
});

describe('reviewer records', () => {
  it('follow deliveries, ratings, drafts, reassignments and deletions', async () => {
    const order = await seedOrder(t.db.db, { applicantId, status: 'in_review', reviewerId: a });
    const [round1] = await t.db.db
      .insert(reviews)
      .values({ submissionId: order.id, reviewerId: a, round: 1, rubricScores })
      .returning();
    await expectInStep();
    expect((await kept(a)).delivered).toBe(0);

    await t.db.db
      .update(reviews)
      .set({ submittedAt: new Date() })
      .where(eq(reviews.id, round1!.id));
    await t.db.db.insert(reviewRatings).values({ reviewId: round1!.id, rating: 4 });
    await expectInStep();
    expect(await kept(a)).toMatchObject({ delivered: 1, ratingSum: 4, ratings: 1, orders: 1 });

    await t.db.db
      .update(reviewRatings)
      .set({ rating: 2 })
      .where(eq(reviewRatings.reviewId, round1!.id));
    await t.db.db.insert(statementDrafts).values({
      submissionId: order.id,
      number: 2,
      text: 'Draft two.',
      note: '',
      voice: voice(6, 20),
    });
    await expectInStep();
    expect(await kept(a)).toMatchObject({ ratingSum: 2, adopted: 6, words: 20 });

    // Round 2 goes to reviewer b with the order: the drafts' words follow the order.
    await t.db.db.update(submissions).set({ reviewerId: b }).where(eq(submissions.id, order.id));
    await t.db.db.insert(reviews).values({
      submissionId: order.id,
      reviewerId: b,
      round: 2,
      rubricScores,
      submittedAt: new Date(),
    });
    await expectInStep();
    expect(await kept(a)).toMatchObject({ delivered: 1, adopted: 0, words: 0, orders: 1 });
    // b delivered round 2 of an order whose first round a delivered: one payout, to a.
    expect(await kept(b)).toMatchObject({ delivered: 1, adopted: 6, words: 20, orders: 0 });

    await t.db.db.update(reviews).set({ reviewerId: b }).where(eq(reviews.id, round1!.id));
    await expectInStep();
    expect(await kept(b)).toMatchObject({ delivered: 2, ratingSum: 2, ratings: 1, orders: 1 });

    await t.db.db.delete(submissions).where(eq(submissions.id, order.id));
    await expectInStep();
    expect(await kept(b)).toEqual({
      delivered: 0,
      ratingSum: 0,
      ratings: 0,
      adopted: 0,
      words: 0,
      orders: 0,
    });
  });
});
