import { and, count, isNotNull, sql, type Placeholder } from 'drizzle-orm';
import { reviewingStatuses } from '../../../shared/domain/order-lifecycle.js';
import type { Database } from '../../db/client.js';
import { auditLog, reviewerRecords, submissions } from '../../db/schema/index.js';
import { capacityWindowStart } from '../reviewers/eligibility.js';
import { inCapacityWindow, releasedInWindow } from '../reviewers/queue.js';
import { inLiteralList } from '../../db/literal-list.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';

export interface ReviewerLoad {
  /** Orders taken in the capacity window, releases included (the same rule as takenThisWeek). */
  takenThisWeek: number;
  /** Orders assigned or in review now. */
  activeLoad: number;
}

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

/** The two reads of reviewerLoads, prepared once per database. */
const loadReads = preparedPerDatabase((db) => ({
  taken: db
    .select()
    .from(takenSince(db, sql.placeholder('weekAgo')))
    .prepare('reviewers_taken_all'),
  active: db
    .select({ reviewerId: submissions.reviewerId, n: count() })
    .from(submissions)
    .where(
      and(inLiteralList(submissions.status, reviewingStatuses), isNotNull(submissions.reviewerId)),
    )
    .groupBy(submissions.reviewerId)
    .prepare('reviewers_active_all'),
}));

/** Every reviewer's load: two grouped reads side by side, each from indexes alone. */
export async function reviewerLoads(db: Database, now: Date): Promise<Map<string, ReviewerLoad>> {
  const reads = loadReads(db);
  const values = { weekAgo: capacityWindowStart(now) };
  const [takenRows, active] = await Promise.all([
    reads.taken.execute(values),
    reads.active.execute(values),
  ]);
  const loads = new Map<string, ReviewerLoad>();
  for (const row of takenRows) loads.set(row.reviewerId, { ...noLoad, takenThisWeek: row.taken });
  for (const { reviewerId, n } of active) {
    if (!reviewerId) continue;
    loads.set(reviewerId, { ...(loads.get(reviewerId) ?? noLoad), activeLoad: n });
  }
  return loads;
}

export const noLoad: ReviewerLoad = { takenThisWeek: 0, activeLoad: 0 };

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
