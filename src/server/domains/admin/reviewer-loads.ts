import { and, avg, count, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { reviewingStatuses } from '../../../shared/domain/order-lifecycle.js';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  reviewRatings,
  reviews,
  statementDrafts,
  submissions,
} from '../../db/schema/index.js';
import { CAPACITY_WINDOW_MS } from '../reviewers/eligibility.js';
import { releasedSince } from '../reviewers/queue.js';
import { countWhere } from './count-where.js';

export interface ReviewerLoad {
  /** Orders taken in the capacity window, releases included (the same rule as takenThisWeek). */
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
      activeLoad: countWhere(inArray(submissions.status, reviewingStatuses)),
    })
    .from(submissions)
    // Only rows that count: taken this week (assigned_at index) or under review (status index).
    .where(
      and(
        isNotNull(submissions.reviewerId),
        or(gte(submissions.assignedAt, weekAgo), inArray(submissions.status, reviewingStatuses)),
      ),
    )
    .groupBy(submissions.reviewerId);
  const released = await db
    .select({ reviewerId: auditLog.actorId, n: count() })
    .from(auditLog)
    .where(releasedSince(weekAgo))
    .groupBy(auditLog.actorId);
  const loads = new Map(rows.map(({ reviewerId, ...load }) => [reviewerId!, load]));
  for (const { reviewerId, n } of released) {
    if (!reviewerId) continue;
    const load = loads.get(reviewerId) ?? { ...noLoad };
    loads.set(reviewerId, { ...load, takenThisWeek: load.takenThisWeek + n });
  }
  return loads;
}

export const noLoad: ReviewerLoad = { takenThisWeek: 0, activeLoad: 0 };

/** Delivered rounds, the average applicant rating and the adopted-wording share, per reviewer. */
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
  // Attributed to the order's reviewer now: a reassigned order counts for the one who has it.
  const voice = await db
    .select({
      reviewerId: submissions.reviewerId,
      adopted: sql<string>`sum((${statementDrafts.voice}->>'adoptedWords')::int)`,
      total: sql<string>`sum((${statementDrafts.voice}->>'totalWords')::int)`,
    })
    .from(statementDrafts)
    .innerJoin(submissions, eq(submissions.id, statementDrafts.submissionId))
    .where(isNotNull(submissions.reviewerId))
    .groupBy(submissions.reviewerId);
  return {
    adoptedPercent: new Map(
      voice
        .filter((row) => Number(row.total) > 0)
        .map((row) => [
          row.reviewerId!,
          Math.round((100 * Number(row.adopted)) / Number(row.total)),
        ]),
    ),
    completed: new Map(delivered.map((row) => [row.reviewerId, row.n])),
    avgRating: new Map(
      ratings.map((row) => [row.reviewerId, Math.round(Number(row.avg) * 10) / 10]),
    ),
  };
}
