import { and, count, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reviewingStatuses } from '../../../shared/domain/order-lifecycle.js';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  reviewerRecords as reviewerRecordsTable,
  submissions,
} from '../../db/schema/index.js';
import { CAPACITY_WINDOW_MS } from '../reviewers/eligibility.js';
import { releasedSince } from '../reviewers/queue.js';
import { inLiteralList } from '../../db/literal-list.js';

export interface ReviewerLoad {
  /** Orders taken in the capacity window, releases included (the same rule as takenThisWeek). */
  takenThisWeek: number;
  /** Orders assigned or in review now. */
  activeLoad: number;
}

/** Where the capacity window (the week orders taken count against) begins. */
export const capacityWindowStart = (now: Date) => new Date(now.getTime() - CAPACITY_WINDOW_MS);

/**
 * Orders each reviewer took in the capacity window, releases included (the queue's rule: an
 * order given back still counts against the week), as a subquery of (reviewerId, taken): one
 * statement over two index ranges, for every reviewer or only `reviewerIds`.
 */
export function takenSince(db: Database, weekAgo: Date, reviewerIds?: string[]) {
  const only = (column: AnyPgColumn) => (reviewerIds ? inArray(column, reviewerIds) : undefined);
  const reviewerId = sql<string>`${submissions.reviewerId}`.as('reviewer_id');
  const actorId = sql<string>`${auditLog.actorId}`.as('reviewer_id');
  const rows = db
    .select({ reviewerId })
    .from(submissions)
    .where(
      and(
        gte(submissions.assignedAt, weekAgo),
        isNotNull(submissions.reviewerId),
        only(submissions.reviewerId),
      ),
    )
    .unionAll(
      db
        .select({ reviewerId: actorId })
        .from(auditLog)
        .where(and(releasedSince(weekAgo), only(auditLog.actorId))),
    )
    .as('taken_rows');
  return db
    .select({ reviewerId: rows.reviewerId, taken: count().as('taken') })
    .from(rows)
    .groupBy(rows.reviewerId)
    .as('taken');
}

/**
 * Every reviewer's load, or only these reviewers' (a page of them): two grouped reads side by
 * side, each from indexes alone.
 */
export async function reviewerLoads(
  db: Database,
  now: Date,
  reviewerIds?: string[],
): Promise<Map<string, ReviewerLoad>> {
  if (reviewerIds?.length === 0) return new Map();
  const taken = takenSince(db, capacityWindowStart(now), reviewerIds);
  const [takenRows, active] = await Promise.all([
    db.select().from(taken),
    db
      .select({ reviewerId: submissions.reviewerId, n: count() })
      .from(submissions)
      .where(
        and(
          inLiteralList(submissions.status, reviewingStatuses),
          isNotNull(submissions.reviewerId),
          reviewerIds ? inArray(submissions.reviewerId, reviewerIds) : undefined,
        ),
      )
      .groupBy(submissions.reviewerId),
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

/**
 * Delivered rounds, the average applicant rating and the adopted-wording share of the
 * reviewers asked about: one row each from reviewer_records, which triggers keep as rounds,
 * ratings and drafts are written. A draft's words count for the order's reviewer now (a
 * reassignment moves them).
 */
export async function reviewerRecords(db: Database, reviewerIds: string[]) {
  const rows =
    reviewerIds.length === 0
      ? []
      : await db
          .select()
          .from(reviewerRecordsTable)
          .where(inArray(reviewerRecordsTable.reviewerId, reviewerIds));
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
