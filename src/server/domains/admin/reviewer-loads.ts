import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reviewerRecords } from '../../db/schema/index.js';
import { averageRating } from '../../../shared/domain/rubric.js';
import { inCapacityWindow } from '../reviewers/queue.js';

/**
 * Reviewers who take orders at all: active, with a weekly capacity above 0 (`spareCapacity`'s
 * rule in SQL). The partial index `reviewer_profiles_taking_orders_idx` states the same condition
 * and PostgreSQL reads it only while the two match: change both together.
 */
export function takesOrdersWhere(profile: { active: SQLWrapper; weeklyCapacity: SQLWrapper }): SQL {
  return sql`(${profile.active} and ${profile.weeklyCapacity} > 0)`;
}

/**
 * Whether a reviewer's week is full, from the profile's `filling_take_at` (kept by triggers)
 * instead of counting their takes: their capacity's worth of most recent takes began inside the
 * window that began at `weekAgo`. A reviewer who takes orders and whose week is not full has
 * room (`spareCapacity` > 0); reviewer-filling-take.test.ts checks this against counting the
 * takes. One row per reviewer at any volume, and one column: the reviewer summary counts it
 * from an index of that column alone.
 */
export function weekIsFullWhere(
  profile: { fillingTakeAt: AnyPgColumn },
  weekAgo: Date | Placeholder,
): SQL {
  return sql`coalesce(${inCapacityWindow(profile.fillingTakeAt, weekAgo)}, false)`;
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
    avgRating: record ? averageRating(record.ratingSum, record.ratingCount) : null,
    adoptedPercent:
      record && record.draftWords > 0
        ? Math.round((100 * record.adoptedWords) / record.draftWords)
        : null,
  };
}
