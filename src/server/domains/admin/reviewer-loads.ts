import { and, count, gte, isNotNull, lt, sql, type Placeholder } from 'drizzle-orm';
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
import { equalsAnyOf } from '../../db/array-param.js';
import { inLiteralList } from '../../db/literal-list.js';
import { preparedPerDatabase, preparedPerShape } from '../../db/prepared-query.js';

export interface ReviewerLoad {
  /** Orders taken in the capacity window, releases included (the same rule as takenThisWeek). */
  takenThisWeek: number;
  /** Orders assigned or in review now. */
  activeLoad: number;
}

/** Where the capacity window (the week orders taken count against) begins. */
export const capacityWindowStart = (now: Date) => new Date(now.getTime() - CAPACITY_WINDOW_MS);

/** The window's end as takenSince bounds it: a day past now (CAPACITY_WINDOW_MS is 7 days). */
const WINDOW_BOUND_DAYS = CAPACITY_WINDOW_MS / (24 * 60 * 60 * 1000) + 1;

/**
 * Orders each reviewer took in the capacity window, releases included (the queue's rule: an
 * order given back still counts against the week), as a subquery of (reviewerId, taken): one
 * statement over two index ranges, for every reviewer or only `reviewerIds` (an array placeholder).
 */
export function takenSince(db: Database, weekAgo: Date | Placeholder, reviewerIds?: Placeholder) {
  const only = (column: AnyPgColumn) =>
    reviewerIds ? equalsAnyOf(column, reviewerIds) : undefined;
  // For every reviewer: no order is taken after now, and a bound a day past it makes the window
  // a range, which a prepared statement's plan for any value takes for a small part of the
  // table (with `>=` alone, a third of it: PostgreSQL then planned the statement again on every
  // execution). For some reviewers, planning for their ids reads each one's own index range.
  const beforeTheWindowEnds = (column: AnyPgColumn) =>
    reviewerIds
      ? undefined
      : lt(
          column,
          sql`${weekAgo}::timestamptz + ${sql.raw(`interval '${WINDOW_BOUND_DAYS} days'`)}`,
        );
  const reviewerId = sql<string>`${submissions.reviewerId}`.as('reviewer_id');
  const actorId = sql<string>`${auditLog.actorId}`.as('reviewer_id');
  const rows = db
    .select({ reviewerId })
    .from(submissions)
    .where(
      and(
        gte(submissions.assignedAt, weekAgo),
        beforeTheWindowEnds(submissions.assignedAt),
        isNotNull(submissions.reviewerId),
        only(submissions.reviewerId),
      ),
    )
    .unionAll(
      db
        .select({ reviewerId: actorId })
        .from(auditLog)
        .where(
          and(
            releasedSince(weekAgo),
            beforeTheWindowEnds(auditLog.createdAt),
            only(auditLog.actorId),
          ),
        ),
    )
    .as('taken_rows');
  return db
    .select({ reviewerId: rows.reviewerId, taken: count().as('taken') })
    .from(rows)
    .groupBy(rows.reviewerId)
    .as('taken');
}

const weekAgo = sql.placeholder('weekAgo');
const reviewerIds = sql.placeholder('reviewerIds');

/** The two reads of reviewerLoads, prepared once per database for all reviewers and for some. */
const loadReads = preparedPerShape((db, shape: { some: boolean }) => {
  const only = shape.some ? reviewerIds : undefined;
  const name = shape.some ? 'some' : 'all';
  return {
    taken: db
      .select()
      .from(takenSince(db, weekAgo, only))
      .prepare(`reviewers_taken_${name}`),
    active: db
      .select({ reviewerId: submissions.reviewerId, n: count() })
      .from(submissions)
      .where(
        and(
          inLiteralList(submissions.status, reviewingStatuses),
          isNotNull(submissions.reviewerId),
          only ? equalsAnyOf(submissions.reviewerId, only) : undefined,
        ),
      )
      .groupBy(submissions.reviewerId)
      .prepare(`reviewers_active_${name}`),
  };
});

/**
 * Every reviewer's load, or only these reviewers' (a page of them): two grouped reads side by
 * side, each from indexes alone.
 */
export async function reviewerLoads(
  db: Database,
  now: Date,
  ids?: string[],
): Promise<Map<string, ReviewerLoad>> {
  if (ids?.length === 0) return new Map();
  const reads = loadReads(db, { some: Boolean(ids) });
  const values = { weekAgo: capacityWindowStart(now), reviewerIds: ids };
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

const recordsOf = preparedPerDatabase((db) =>
  db
    .select()
    .from(reviewerRecordsTable)
    .where(equalsAnyOf(reviewerRecordsTable.reviewerId, reviewerIds))
    .prepare('reviewer_records_of'),
);

/**
 * Delivered rounds, the average applicant rating and the adopted-wording share of the
 * reviewers asked about: one row each from reviewer_records, which triggers keep as rounds,
 * ratings and drafts are written. A draft's words count for the order's reviewer now (a
 * reassignment moves them).
 */
export async function reviewerRecords(db: Database, ids: string[]) {
  const rows = ids.length === 0 ? [] : await recordsOf(db).execute({ reviewerIds: ids });
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
