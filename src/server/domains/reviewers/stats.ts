import { eq, sql } from 'drizzle-orm';
import { lastPayoutDate, nextPayoutDate, payoutCents } from '../../../shared/domain/payouts.js';
import { averageRating } from '../../../shared/domain/rubric.js';
import type {
  EarningsDelivery,
  EarningsReport,
  ReviewerStats,
} from '../../../shared/schemas/reviewers.js';
import { reviewerRecords, users } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import {
  earningsOf,
  recentDeliveries,
  type DeliveredOrder,
  type PayoutGroup,
  type RecentDeliveries,
} from './delivered-orders.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { underReviewBy } from './queue.js';

/*
 * How a reviewer earns (docs/product.md §3 Money), as computed here:
 *
 * - A delivered order is one whose first round the reviewer submitted, or, when no first round
 *   was submitted at all (set by hand), one assigned to them that reached feedback_ready or
 *   completed. Each counts once, however many rounds it had, and earns one payout to one
 *   reviewer: payoutCents(package), as the admin's payouts owed count it. A revision round
 *   delivered after a reassignment earns nothing more.
 * - It counts as delivered at that first round's submission; orders set by hand use the
 *   order's deliveredAt, else its last update.
 * - Payouts are made on the 15th of each month (00:00 UTC). The payout on a 15th settles
 *   everything delivered before that instant, so an order delivered at time d is paid on
 *   nextPayoutDate(d). It is paid once that date has passed (<= now), pending until then; all
 *   pending money is paid on nextPayoutDate(now).
 * - This week starts Monday 00:00 UTC; this month on the 1st, 00:00 UTC.
 *
 * Which orders and when is queried in delivered-orders.ts; the money rules apply here, to
 * orders counted per package since this week's and this month's start and the last payout
 * (what is still pending). Each delivery's row also keeps nextPayoutDate(d) (its SQL form,
 * nextPayoutDateSql), which the earnings report reads and groups by.
 */

/** Monday 00:00 UTC of the week holding `now`. */
export function startOfWeekUtc(now: Date): Date {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday),
  );
}

/** The 1st of the month holding `now`, 00:00 UTC. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function toDelivery(order: DeliveredOrder, now: Date): EarningsDelivery {
  return {
    submissionId: order.submissionId,
    packageTier: order.packageTier,
    targetSchool: order.targetSchool,
    deliveredAt: order.deliveredAt.toISOString(),
    payoutCents: payoutCents(order.packageTier),
    payoutDate: order.payoutDate.toISOString(),
    paid: order.payoutDate <= now,
  };
}

/**
 * Everything the reviewer's stats read, in one statement prepared once: the reviewer's user row
 * (always there for a signed-in reviewer) with their active count and record (ratings, orders
 * delivered), and their recent deliveries per package joined to it (one row without them if
 * none).
 */
const statsFigures = preparedPerDatabase((db) => {
  const reviewer = sql.placeholder('reviewer');
  const recent = recentDeliveries(db);
  return db
    .select({
      active: underReviewBy(db, reviewer),
      ratingSum: reviewerRecords.ratingSum,
      ratingCount: reviewerRecords.ratingCount,
      completed: reviewerRecords.deliveredOrders,
      recent: {
        packageTier: recent.packageTier,
        thisWeek: recent.thisWeek,
        thisMonth: recent.thisMonth,
        pending: recent.pending,
      },
    })
    .from(users)
    .leftJoin(reviewerRecords, eq(reviewerRecords.reviewerId, users.id))
    .leftJoinLateral(recent, sql`true`)
    .where(eq(users.id, reviewer))
    .prepare('reviewer_stats_figures');
});

/** GET /api/reviewer/stats: active and delivered counts, average rating and earnings. */
export async function reviewerStats(ctx: ActorContext): Promise<ReviewerStats> {
  const { db, actor } = ctx;
  const now = ctx.clock();
  const rows = await statsFigures(db).execute({
    reviewer: actor.id,
    weekStart: startOfWeekUtc(now),
    monthStart: startOfMonthUtc(now),
    // Delivered since the last payout is still pending (lastPayoutDate).
    lastPayout: lastPayoutDate(now),
  });
  const first = rows[0];
  // Without a recent delivery the one row's columns are null (the join found none).
  const recent: RecentDeliveries[] = rows.flatMap((row) =>
    row.recent?.packageTier ? [row.recent] : [],
  );
  const sum = (orders: (row: RecentDeliveries) => number) =>
    recent.reduce((total, row) => total + orders(row) * payoutCents(row.packageTier), 0);
  return {
    activeReviews: first?.active ?? 0,
    completed: first?.completed ?? 0,
    // The applicants' ratings of the reviewer's rounds, from their kept record.
    avgRating: averageRating(first?.ratingSum ?? 0, first?.ratingCount ?? 0),
    thisWeekCents: sum((row) => row.thisWeek),
    thisMonthCents: sum((row) => row.thisMonth),
    pendingCents: sum((row) => row.pending),
    nextPayoutDate: nextPayoutDate(now).toISOString(),
  };
}

/** Payouts by date, newest first, from the orders each payout settles per package. */
function payoutsOf(groups: PayoutGroup[], now: Date): EarningsReport['payouts'] {
  const byDate = new Map<string, EarningsReport['payouts'][number]>();
  for (const group of groups) {
    const key = group.payoutDate.toISOString();
    const payout = byDate.get(key) ?? {
      date: key,
      orders: 0,
      totalCents: 0,
      paid: group.payoutDate <= now,
    };
    payout.orders += group.orders;
    payout.totalCents += group.orders * payoutCents(group.packageTier);
    byDate.set(key, payout);
  }
  return [...byDate.values()].sort((a, b) => b.date.localeCompare(a.date));
}

/** GET /api/reviewer/earnings: a page of delivered orders with their payouts, and payouts by date. */
export async function earningsReport(
  ctx: ActorContext,
  page: { cursor?: string; limit: number },
): Promise<EarningsReport> {
  const now = ctx.clock();
  const earnings = await earningsOf(ctx.db, ctx.actor.id, page);
  return {
    items: earnings.items.map((order) => toDelivery(order, now)),
    nextCursor: earnings.nextCursor,
    payouts: payoutsOf(earnings.payouts, now),
  };
}
