import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reviewerRecords } from '../../db/schema/index.js';
import { inCapacityWindow } from '../reviewers/queue.js';

/**
 * `spareCapacity(profile, taken this week) > 0` as an SQL condition, from the profile's
 * `filling_take_at` (kept by triggers) instead of counting the reviewer's takes: room unless
 * their capacity's worth of most recent takes began inside the window that began at `weekAgo`.
 * One row per reviewer at any volume: the reviewer summary counts it for every reviewer.
 * reviewer-filling-take.test.ts checks it against counting the takes.
 */
export function hasSpareCapacityWhere(
  profile: { active: SQLWrapper; weeklyCapacity: SQLWrapper; fillingTakeAt: AnyPgColumn },
  weekAgo: Date | Placeholder,
): SQL {
  const full = inCapacityWindow(profile.fillingTakeAt, weekAgo);
  return sql`(${profile.active} and ${profile.weeklyCapacity} > 0 and not coalesce(${full}, false))`;
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
