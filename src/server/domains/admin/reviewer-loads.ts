import { avg, count, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reviewRatings, reviews, submissions } from '../../db/schema/index.js';
import { CAPACITY_WINDOW_MS } from '../reviewers/eligibility.js';
import { countWhere } from './count-where.js';

export interface ReviewerLoad {
  /** Orders taken in the capacity window (the same rule as takenThisWeek). */
  takenThisWeek: number;
  /** Orders assigned or in review now. */
  activeLoad: number;
}

/** Every reviewer's load in one grouped query. */
export async function reviewerLoads(db: Database, now: Date): Promise<Map<string, ReviewerLoad>> {
  const weekAgo = new Date(now.getTime() - CAPACITY_WINDOW_MS);
  const rows = await db
    .select({
      reviewerId: submissions.reviewerId,
      takenThisWeek: countWhere(gte(submissions.assignedAt, weekAgo)),
      activeLoad: countWhere(inArray(submissions.status, ['assigned', 'in_review'])),
    })
    .from(submissions)
    .where(isNotNull(submissions.reviewerId))
    .groupBy(submissions.reviewerId);
  return new Map(rows.map(({ reviewerId, ...load }) => [reviewerId!, load]));
}

export const noLoad: ReviewerLoad = { takenThisWeek: 0, activeLoad: 0 };

/** Delivered rounds and the average applicant rating, per reviewer. */
export async function reviewerRecords(db: Database) {
  const delivered = await db
    .select({ reviewerId: reviews.reviewerId, n: count() })
    .from(reviews)
    .where(isNotNull(reviews.submittedAt))
    .groupBy(reviews.reviewerId);
  const ratings = await db
    .select({ reviewerId: reviews.reviewerId, avg: avg(reviewRatings.rating) })
    .from(reviewRatings)
    .innerJoin(reviews, eq(reviews.id, reviewRatings.reviewId))
    .groupBy(reviews.reviewerId);
  return {
    completed: new Map(delivered.map((row) => [row.reviewerId, row.n])),
    avgRating: new Map(
      ratings.map((row) => [row.reviewerId, Math.round(Number(row.avg) * 10) / 10]),
    ),
  };
}
