import { and, count, gte, inArray, isNotNull } from 'drizzle-orm';
import { reviewingStatuses } from '../../../shared/domain/order-lifecycle.js';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  reviewerRecords as reviewerRecordsTable,
  submissions,
} from '../../db/schema/index.js';
import { CAPACITY_WINDOW_MS } from '../reviewers/eligibility.js';
import { releasedSince } from '../reviewers/queue.js';

export interface ReviewerLoad {
  /** Orders taken in the capacity window, releases included (the same rule as takenThisWeek). */
  takenThisWeek: number;
  /** Orders assigned or in review now. */
  activeLoad: number;
}

/** Every reviewer's load: three grouped reads side by side, each from an index alone. */
export async function reviewerLoads(db: Database, now: Date): Promise<Map<string, ReviewerLoad>> {
  const weekAgo = new Date(now.getTime() - CAPACITY_WINDOW_MS);
  const perReviewer = { reviewerId: submissions.reviewerId, n: count() };
  const [taken, active, released] = await Promise.all([
    db
      .select(perReviewer)
      .from(submissions)
      .where(and(gte(submissions.assignedAt, weekAgo), isNotNull(submissions.reviewerId)))
      .groupBy(submissions.reviewerId),
    db
      .select(perReviewer)
      .from(submissions)
      .where(and(inArray(submissions.status, reviewingStatuses), isNotNull(submissions.reviewerId)))
      .groupBy(submissions.reviewerId),
    db
      .select({ reviewerId: auditLog.actorId, n: count() })
      .from(auditLog)
      .where(releasedSince(weekAgo))
      .groupBy(auditLog.actorId),
  ]);
  const loads = new Map<string, ReviewerLoad>();
  const add = (rows: { reviewerId: string | null; n: number }[], key: keyof ReviewerLoad) => {
    for (const { reviewerId, n } of rows) {
      if (!reviewerId) continue;
      const load = loads.get(reviewerId) ?? { ...noLoad };
      loads.set(reviewerId, { ...load, [key]: load[key] + n });
    }
  };
  add(taken, 'takenThisWeek');
  add(released, 'takenThisWeek');
  add(active, 'activeLoad');
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
