import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { PackageTier } from '../../../shared/domain/packages.js';
import type { Database } from '../../db/client.js';
import { afterPlaceholderPosition, placeholderPosition, toPage } from '../../db/page-cursor.js';
import { pageLimit, pageName, preparedPages } from '../../db/prepared-query.js';
import { reviewerDeliveries, submissions } from '../../db/schema/index.js';
import { countWhere } from '../../db/sql-aggregates.js';

/*
 * The reviewer's delivered orders, once each, with the instant each counts as delivered, as
 * stated at the top of stats.ts. Triggers keep them in reviewer_deliveries (migration 0029), one
 * row per order, so counts, days and pages read an index range of the reviewer's rows; no query
 * works the rule out over their history or ships every delivered order to Node.
 */

export interface RecentDeliveries {
  packageTier: PackageTier;
  thisWeek: number;
  thisMonth: number;
  pending: number;
}

/**
 * How many orders the reviewer (`reviewer`, a placeholder) delivered per package at or after
 * each of three instants (placeholders `weekStart`, `monthStart` and `lastPayout`), as a
 * subquery named `recent_deliveries`: one index range of their rows since the earliest of them,
 * counted in SQL, so the answer is a row per package however busy the reviewer was. Older
 * deliveries are in no count.
 * Their total is kept on their record (`deliveredOrders`).
 */
export function recentDeliveries(db: Database) {
  const deliveredAt = reviewerDeliveries.deliveredAt;
  const since = (name: string) => gte(deliveredAt, sql.placeholder(name));
  const earliest = sql`least(${sql.placeholder('weekStart')}::timestamptz,
    ${sql.placeholder('monthStart')}::timestamptz, ${sql.placeholder('lastPayout')}::timestamptz)`;
  return db
    .select({
      packageTier: sql<PackageTier>`${reviewerDeliveries.packageTier}`.as('package_tier'),
      thisWeek: countWhere(since('weekStart')).as('this_week'),
      thisMonth: countWhere(since('monthStart')).as('this_month'),
      pending: countWhere(since('lastPayout')).as('pending'),
    })
    .from(reviewerDeliveries)
    .where(
      and(
        eq(reviewerDeliveries.reviewerId, sql.placeholder('reviewer')),
        gte(deliveredAt, earliest),
      ),
    )
    .groupBy(reviewerDeliveries.packageTier)
    .as('recent_deliveries');
}

export interface DeliveredOrder {
  submissionId: string;
  packageTier: PackageTier;
  targetSchool: string | null;
  deliveredAt: Date;
  /** The payout that settles it: nextPayoutDate(deliveredAt), kept on the delivery's row. */
  payoutDate: Date;
}

/** How many orders of a package one payout settles. */
export interface PayoutGroup {
  payoutDate: Date;
  packageTier: PackageTier;
  orders: number;
}

const earningsPages = preparedPages((db, page) => {
  const reviewer = eq(reviewerDeliveries.reviewerId, sql.placeholder('reviewer'));
  // The page is cut from the index, newest delivery first, before its orders are read.
  const newest = db.$with('newest').as(
    db
      .select({
        id: sql<string>`${reviewerDeliveries.submissionId}`.as('order_id'),
        at: sql<Date>`${reviewerDeliveries.deliveredAt}`.as('at'),
        payoutAt: sql<Date>`${reviewerDeliveries.payoutDate}`.as('payout_at'),
      })
      .from(reviewerDeliveries)
      .where(
        and(
          reviewer,
          page.afterCursor
            ? afterPlaceholderPosition({
                time: reviewerDeliveries.deliveredAt,
                id: reviewerDeliveries.submissionId,
              })
            : undefined,
        ),
      )
      .orderBy(desc(reviewerDeliveries.deliveredAt), desc(reviewerDeliveries.submissionId))
      .limit(pageLimit(page)),
  );
  // Every delivery per payout and package, counted from the index alone.
  const payouts = db.$with('payouts').as(
    db
      .select({
        at: sql<Date>`${reviewerDeliveries.payoutDate}`.as('payout_at'),
        tier: sql<PackageTier>`${reviewerDeliveries.packageTier}`.as('tier'),
        orders: count().as('orders'),
      })
      .from(reviewerDeliveries)
      .where(reviewer)
      .groupBy(reviewerDeliveries.payoutDate, reviewerDeliveries.packageTier),
  );
  // The page's orders and the payout groups in one answer.
  const report = db.$with('report').as(
    db
      .select({
        kind: sql<'order' | 'payout'>`'order'`.as('kind'),
        submissionId: sql<string | null>`${submissions.id}`.as('submission_id'),
        packageTier: sql<PackageTier>`${submissions.packageTier}`.as('package_tier'),
        targetSchool: sql<string | null>`${submissions.targetSchool}`.as('target_school'),
        at: sql`${newest.at}`.mapWith(reviewerDeliveries.deliveredAt).as('at'),
        payoutAt: sql`${newest.payoutAt}`.mapWith(reviewerDeliveries.payoutDate).as('payout_at'),
        orders: sql<number>`1`.mapWith(Number).as('orders'),
      })
      .from(newest)
      .innerJoin(submissions, eq(submissions.id, newest.id))
      .unionAll(
        db
          .select({
            kind: sql<'order' | 'payout'>`'payout'`.as('kind'),
            submissionId: sql<string | null>`null::uuid`.as('submission_id'),
            packageTier: sql<PackageTier>`${payouts.tier}`.as('package_tier'),
            targetSchool: sql<string | null>`null::text`.as('target_school'),
            // A payout row is ordered by its date, like an order by its delivery.
            at: sql`${payouts.at}`.mapWith(reviewerDeliveries.payoutDate).as('at'),
            payoutAt: sql`${payouts.at}`.mapWith(reviewerDeliveries.payoutDate).as('payout_at'),
            orders: sql<number>`${payouts.orders}`.mapWith(Number).as('orders'),
          })
          .from(payouts),
      ),
  );
  return db
    .with(newest, payouts, report)
    .select()
    .from(report)
    .orderBy(report.kind, desc(report.at), desc(report.submissionId))
    .prepare(pageName('reviewer_earnings', page));
});

/**
 * A page of the reviewer's delivered orders, newest delivery first, and all their delivered
 * orders per payout date and package.
 */
export async function earningsOf(
  db: Database,
  reviewerId: string,
  page: { cursor?: string; limit: number },
): Promise<{ items: DeliveredOrder[]; nextCursor: string | null; payouts: PayoutGroup[] }> {
  const rows = await earningsPages(db, page).execute({
    reviewer: reviewerId,
    ...placeholderPosition(page.cursor),
  });
  const orders: DeliveredOrder[] = [];
  const payouts: PayoutGroup[] = [];
  for (const row of rows) {
    if (row.kind === 'payout') {
      payouts.push({
        payoutDate: row.payoutAt as Date,
        packageTier: row.packageTier,
        orders: row.orders,
      });
    } else {
      orders.push({
        submissionId: row.submissionId!,
        packageTier: row.packageTier,
        targetSchool: row.targetSchool,
        deliveredAt: row.at as Date,
        payoutDate: row.payoutAt as Date,
      });
    }
  }
  const deliveries = toPage(orders, page.limit, (order) => ({
    createdAt: order.deliveredAt,
    id: order.submissionId,
  }));
  return { ...deliveries, payouts };
}
