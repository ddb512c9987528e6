import { and, count, isNotNull, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, reviewerRecords, submissions } from '../../db/schema/index.js';
import { inCapacityWindow, releasedInWindow } from '../reviewers/queue.js';

/**
 * Orders each reviewer took in the capacity window, releases included (the queue's rule: an
 * order given back still counts against the week), as a subquery of (reviewerId, taken): one
 * statement over two index ranges.
 */
export function takenSince(db: Database, weekAgo: Date | Placeholder) {
  const reviewerId = sql<string>`${submissions.reviewerId}`.as('reviewer_id');
  const actorId = sql<string>`${auditLog.actorId}`.as('reviewer_id');
  const rows = db
    .select({ reviewerId })
    .from(submissions)
    .where(
      and(inCapacityWindow(submissions.assignedAt, weekAgo), isNotNull(submissions.reviewerId)),
    )
    .unionAll(db.select({ reviewerId: actorId }).from(auditLog).where(releasedInWindow(weekAgo)))
    .as('taken_rows');
  return db
    .select({ reviewerId: rows.reviewerId, taken: count().as('taken') })
    .from(rows)
    .groupBy(rows.reviewerId)
    .as('taken');
}

/** What Manage Reviewers reads of a reviewer's record (reviewer_records, kept by triggers). */
export const recordColumns = {
  deliveredRounds: reviewerRecords.deliveredRounds,
  ratingSum: reviewerRecords.ratingSum,
  ratingCount: reviewerRecords.ratingCount,
  draftWords: reviewerRecords.draftWords,
  adoptedWords: reviewerRecords.adoptedWords,
};
type ReviewerRecord = { [Key in keyof typeof recordColumns]: number };

/**
 * Delivered rounds, the average applicant rating and the adopted-wording share of a reviewer,
 * from their record (none yet: nothing delivered, rated or drafted). Triggers keep it as rounds,
 * ratings and drafts are written; a draft's words count for the order's reviewer now (a
 * reassignment moves them).
 */
export function recordFigures(record: ReviewerRecord | null) {
  return {
    completed: record?.deliveredRounds ?? 0,
    avgRating:
      record && record.ratingCount > 0
        ? Math.round((record.ratingSum / record.ratingCount) * 10) / 10
        : null,
    adoptedPercent:
      record && record.draftWords > 0
        ? Math.round((100 * record.adoptedWords) / record.draftWords)
        : null,
  };
}
