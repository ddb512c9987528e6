import { and, count, gte, inArray, isNotNull, or } from 'drizzle-orm';
import { reviewingStatuses } from '../../../shared/domain/order-lifecycle.js';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  reviewerRecords as reviewerRecordsTable,
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

/**
 * Delivered rounds, the average applicant rating and the adopted-wording share, per reviewer:
 * one row each from reviewer_records, which triggers keep as rounds, ratings and drafts are
 * written. A draft's words count for the order's reviewer now (a reassignment moves them).
 */
export async function reviewerRecords(db: Database) {
  const rows = await db.select().from(reviewerRecordsTable);
  return {
    adoptedPercent: new Map(
      rows
        .filter((row) => row.draftWords > 0)
        .map((row) => [row.reviewerId, Math.round((100 * row.adoptedWords) / row.draftWords)]),
    ),
    completed: new Map(rows.map((row) => [row.reviewerId, row.deliveredRounds])),
    avgRating: new Map(
      rows
        .filter((row) => row.ratingCount > 0)
        .map((row) => [row.reviewerId, Math.round((row.ratingSum / row.ratingCount) * 10) / 10]),
    ),
  };
}
