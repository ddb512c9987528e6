import { and, count, desc, eq, gte, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { deliveredStatuses } from '../../../shared/domain/order-lifecycle.js';
import type { PackageTier } from '../../../shared/domain/packages.js';
import { PAYOUT_DAY } from '../../../shared/domain/payouts.js';
import type { Database } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import {
  afterPlaceholderPosition,
  placeholderPosition,
  toCursorPrecision,
  toPage,
} from '../../db/page-cursor.js';
import { preparedPages, preparedPerDatabase } from '../../db/prepared-query.js';
import { reviews, submissions } from '../../db/schema/index.js';
import { inLiteralList } from '../../db/literal-list.js';

/*
 * The reviewer's delivered orders, once each, with the instant each counts as delivered, as
 * stated at the top of stats.ts. The database finds them with index-only scans (migration
 * 0016) and answers counts, days and pages; no query ships every delivered order to Node.
 */

/**
 * `delivered(order_id, at, package_tier)` as common table expressions, for the reviewer. Their
 * columns are named apart from the submissions columns they are joined to: drizzle does not
 * qualify them. `at` is cut to milliseconds, as a page cursor holds it, so paging neither skips
 * nor repeats. The package comes from the reviewer's delivered orders in the index (0021): a
 * heap read per order made a long history slow; only an order they reviewed that is now
 * someone else's or back in review is read by id.
 */
function deliveredOf(db: Database) {
  const reviewerId = sql.placeholder('reviewer');
  // Their first submitted round of each order they reviewed.
  const firstRounds = db.$with('first_rounds').as(
    db
      .select({
        id: sql<string>`${reviews.submissionId}`.as('order_id'),
        at: toCursorPrecision(sql`min(${reviews.submittedAt})`).as('at'),
      })
      .from(reviews)
      .where(and(eq(reviews.reviewerId, reviewerId), isNotNull(reviews.submittedAt)))
      .groupBy(reviews.submissionId),
  );
  const mine = alias(submissions, 'mine');
  const isMineDelivered = and(
    eq(mine.reviewerId, reviewerId),
    inLiteralList(mine.status, deliveredStatuses),
  );
  // Orders assigned to them and delivered without a submitted round of theirs (set by hand).
  const delivered = db.$with('delivered').as(
    db
      .select({
        id: firstRounds.id,
        at: firstRounds.at,
        tier: sql<PackageTier>`coalesce(${mine.packageTier}, (select ${submissions.packageTier}
          from ${submissions} where ${submissions.id} = ${firstRounds.id}))`.as('tier'),
      })
      .from(firstRounds)
      .leftJoin(mine, and(isMineDelivered, eq(mine.id, firstRounds.id)))
      .unionAll(
        db
          .select({
            id: sql<string>`${mine.id}`.as('order_id'),
            at: toCursorPrecision(sql`coalesce(${mine.deliveredAt}, ${mine.updatedAt})`).as('at'),
            tier: sql<PackageTier>`${mine.packageTier}`.as('tier'),
          })
          .from(mine)
          .where(
            and(
              isMineDelivered,
              notInArray(mine.id, db.select({ id: firstRounds.id }).from(firstRounds)),
            ),
          ),
      ),
  );
  return { firstRounds, delivered };
}

const countQuery = preparedPerDatabase((db) => {
  const { firstRounds, delivered } = deliveredOf(db);
  return db
    .with(firstRounds, delivered)
    .select({ n: count() })
    .from(delivered)
    .prepare('reviewer_delivered_count');
});

/** How many orders the reviewer delivered. */
export async function countDelivered(db: Database, reviewerId: string): Promise<number> {
  const [row] = await countQuery(db).execute({ reviewer: reviewerId });
  return row?.n ?? 0;
}

export interface DeliveredDay {
  /** 00:00 UTC of the day the orders were delivered. */
  day: Date;
  packageTier: PackageTier;
  orders: number;
}

/** Delivered orders per package and per span of time that `bucket` (of `at`) starts. */
function countedBy(name: string, bucket: (at: SQL) => SQL) {
  return preparedPerDatabase((db) => {
    const { firstRounds, delivered } = deliveredOf(db);
    const day = bucket(sql`${delivered.at}`).mapWith(submissions.deliveredAt);
    return db
      .with(firstRounds, delivered)
      .select({ day, packageTier: delivered.tier, orders: count() })
      .from(delivered)
      .where(gte(delivered.at, sql.placeholder('since')))
      .groupBy(day, delivered.tier)
      .prepare(name);
  });
}

const byDay = countedBy('reviewer_delivered_by_day', (at) => sql`date_trunc('day', ${at}, 'UTC')`);

/**
 * Half months: from the 1st to the payout day, and from the payout day to the next 1st (00:00
 * UTC, in hours: a day added to a timestamptz follows the session's time zone). No payout
 * date falls inside one, so each is paid on one date; a long history is a few rows a month.
 */
const byPayoutSpan = countedBy('reviewer_delivered_by_payout_span', (at) => {
  const month = sql`date_trunc('month', ${at}, 'UTC')`;
  // Written into the text, not a parameter: GROUP BY must repeat the SELECT's expression.
  const hours = sql.raw(String((PAYOUT_DAY - 1) * 24));
  const payoutDay = sql`${month} + ${hours} * interval '1 hour'`;
  return sql`(case when ${at} < ${payoutDay} then ${month} else ${payoutDay} end)`;
});

// Before any order could have been delivered: "all time".
const BEGINNING = new Date(0);

/**
 * Delivered orders per UTC day and package since `since` (a 00:00 UTC instant). Payouts, weeks
 * and months all start at 00:00 UTC, so a day is never split by their rules.
 */
export async function deliveredByDay(
  db: Database,
  reviewerId: string,
  since: Date,
): Promise<DeliveredDay[]> {
  return byDay(db).execute({ reviewer: reviewerId, since });
}

/**
 * All delivered orders per package and half month (`day` is the half's start): each half is
 * paid on one payout date, nextPayoutDate(day).
 */
export async function deliveredByPayoutSpan(
  db: Database,
  reviewerId: string,
): Promise<DeliveredDay[]> {
  return byPayoutSpan(db).execute({ reviewer: reviewerId, since: BEGINNING });
}

export interface DeliveredOrder {
  submissionId: string;
  packageTier: PackageTier;
  targetSchool: string | null;
  deliveredAt: Date;
}

const deliveredPages = preparedPages((db, afterCursor) => {
  const { firstRounds, delivered } = deliveredOf(db);
  const order = [desc(delivered.at), desc(delivered.id)];
  // The page is cut before its orders are read: a long history costs no row reads.
  const newest = db.$with('newest').as(
    db
      .select()
      .from(delivered)
      .where(
        afterCursor
          ? afterPlaceholderPosition({ time: delivered.at, id: delivered.id })
          : undefined,
      )
      .orderBy(...order)
      .limit(sql.placeholder('limit')),
  );
  return db
    .with(firstRounds, delivered, newest)
    .select({
      submissionId: submissions.id,
      packageTier: submissions.packageTier,
      targetSchool: submissions.targetSchool,
      deliveredAt: sql`${newest.at}`.mapWith(submissions.deliveredAt),
    })
    .from(newest)
    .innerJoin(submissions, eq(submissions.id, newest.id))
    .orderBy(desc(newest.at), desc(newest.id))
    .prepare(afterCursor ? 'reviewer_delivered_after' : 'reviewer_delivered_first');
});

/** A page of the reviewer's delivered orders, newest delivery first. */
export async function deliveredPage(
  db: Database,
  reviewerId: string,
  page: { cursor?: string; limit: number },
): Promise<{ items: DeliveredOrder[]; nextCursor: string | null }> {
  const rows = await deliveredPages(db, page.cursor).execute({
    reviewer: reviewerId,
    limit: page.limit + 1,
    ...placeholderPosition(page.cursor),
  });
  return toPage(rows, page.limit, (row) => ({ createdAt: row.deliveredAt, id: row.submissionId }));
}
