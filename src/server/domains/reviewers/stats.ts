import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { deliveredStatuses, reviewingStatuses } from '../../../shared/domain/order-lifecycle.js';
import { nextPayoutDate, payoutCents } from '../../../shared/domain/payouts.js';
import type {
  EarningsDelivery,
  EarningsReport,
  ReviewerStats,
} from '../../../shared/schemas/reviewers.js';
import type { Database } from '../../db/client.js';
import { reviewerRecords, reviews, submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';

/*
 * How a reviewer earns (docs/product.md §3 Money), as computed here:
 *
 * - A delivered order is one where the reviewer submitted a review (any round), or one
 *   assigned to them that reached feedback_ready or completed. Each counts once, however many
 *   rounds it had, and earns one payout: payoutCents(package).
 * - It counts as delivered at the reviewer's first submitted review of that order; orders
 *   without one (set by hand) use the order's deliveredAt, else its last update.
 * - Payouts are made on the 15th of each month (00:00 UTC). The payout on a 15th settles
 *   everything delivered before that instant, so an order delivered at time d is paid on
 *   nextPayoutDate(d). It is paid once that date has passed (<= now), pending until then; all
 *   pending money is paid on nextPayoutDate(now).
 * - This week starts Monday 00:00 UTC; this month on the 1st, 00:00 UTC.
 */

export interface DeliveredOrder {
  submissionId: string;
  packageTier: EarningsDelivery['packageTier'];
  targetSchool: string | null;
  deliveredAt: Date;
}

/** Every order the reviewer delivered, once each, newest delivery first. */
export async function deliveredOrders(db: Database, reviewerId: string): Promise<DeliveredOrder[]> {
  const reviewed = await db
    .select({
      submissionId: submissions.id,
      packageTier: submissions.packageTier,
      targetSchool: submissions.targetSchool,
      submittedAt: reviews.submittedAt,
    })
    .from(reviews)
    .innerJoin(submissions, eq(submissions.id, reviews.submissionId))
    .where(and(eq(reviews.reviewerId, reviewerId), isNotNull(reviews.submittedAt)));
  const finished = await db
    .select({
      id: submissions.id,
      packageTier: submissions.packageTier,
      targetSchool: submissions.targetSchool,
      deliveredAt: submissions.deliveredAt,
      updatedAt: submissions.updatedAt,
    })
    .from(submissions)
    .where(
      and(eq(submissions.reviewerId, reviewerId), inArray(submissions.status, deliveredStatuses)),
    );

  const orders = new Map<string, DeliveredOrder>();
  for (const row of reviewed) {
    const at = row.submittedAt!;
    const known = orders.get(row.submissionId);
    if (!known || at < known.deliveredAt) {
      orders.set(row.submissionId, { ...row, deliveredAt: at });
    }
  }
  for (const row of finished) {
    if (orders.has(row.id)) continue;
    orders.set(row.id, {
      submissionId: row.id,
      packageTier: row.packageTier,
      targetSchool: row.targetSchool,
      deliveredAt: row.deliveredAt ?? row.updatedAt,
    });
  }
  return [...orders.values()].sort(
    (a, b) =>
      b.deliveredAt.getTime() - a.deliveredAt.getTime() ||
      a.submissionId.localeCompare(b.submissionId),
  );
}

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
  const payoutDate = nextPayoutDate(order.deliveredAt);
  return {
    submissionId: order.submissionId,
    packageTier: order.packageTier,
    targetSchool: order.targetSchool,
    deliveredAt: order.deliveredAt.toISOString(),
    payoutCents: payoutCents(order.packageTier),
    payoutDate: payoutDate.toISOString(),
    paid: payoutDate <= now,
  };
}

async function countActive(db: Database, reviewerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(submissions)
    .where(
      and(eq(submissions.reviewerId, reviewerId), inArray(submissions.status, reviewingStatuses)),
    );
  return row?.n ?? 0;
}

/** The mean of the applicants' ratings of the reviewer's rounds, from their kept record. */
async function averageRating(db: Database, reviewerId: string): Promise<number | null> {
  const [row] = await db
    .select({ sum: reviewerRecords.ratingSum, count: reviewerRecords.ratingCount })
    .from(reviewerRecords)
    .where(eq(reviewerRecords.reviewerId, reviewerId));
  return row && row.count > 0 ? Math.round((row.sum / row.count) * 100) / 100 : null;
}

/** GET /api/reviewer/stats: active and delivered counts, average rating and earnings. */
export async function reviewerStats(ctx: ActorContext): Promise<ReviewerStats> {
  const { db, actor } = ctx;
  const now = ctx.clock();
  const weekStart = startOfWeekUtc(now);
  const monthStart = startOfMonthUtc(now);
  const delivered = await deliveredOrders(db, actor.id);
  const sum = (keep: (order: DeliveredOrder) => boolean) =>
    delivered.filter(keep).reduce((total, order) => total + payoutCents(order.packageTier), 0);
  return {
    activeReviews: await countActive(db, actor.id),
    completed: delivered.length,
    avgRating: await averageRating(db, actor.id),
    thisWeekCents: sum((order) => order.deliveredAt >= weekStart),
    thisMonthCents: sum((order) => order.deliveredAt >= monthStart),
    pendingCents: sum((order) => nextPayoutDate(order.deliveredAt) > now),
    nextPayoutDate: nextPayoutDate(now).toISOString(),
  };
}

/** GET /api/reviewer/earnings: each delivered order with its payout, and payouts by date. */
export async function earningsReport(ctx: ActorContext): Promise<EarningsReport> {
  const now = ctx.clock();
  const deliveries = (await deliveredOrders(ctx.db, ctx.actor.id)).map((order) =>
    toDelivery(order, now),
  );
  const byDate = new Map<string, EarningsReport['payouts'][number]>();
  for (const delivery of deliveries) {
    const payout = byDate.get(delivery.payoutDate) ?? {
      date: delivery.payoutDate,
      orders: 0,
      totalCents: 0,
      paid: delivery.paid,
    };
    payout.orders += 1;
    payout.totalCents += delivery.payoutCents;
    byDate.set(delivery.payoutDate, payout);
  }
  const payouts = [...byDate.values()].sort((a, b) => b.date.localeCompare(a.date));
  return { deliveries, payouts };
}
