import { and, asc, count, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  atRiskDeadlineHorizon,
  deadlineWindowStart,
  isAtRisk,
  isOverdue,
  slaCompliancePercent,
  slaWindowStart,
} from '../../../shared/domain/at-risk.js';
import { displayName, fullName } from '../../../shared/domain/names.js';
import { activeStatuses, undeliveredStatuses } from '../../../shared/domain/order-lifecycle.js';
import type { AdminStats, AtRiskOrder } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { submissions } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { peopleByIds } from '../auth/users.js';
import { getSetting } from '../settings/settings.js';
import { countWhere } from './count-where.js';
import { monthRange, monthTakings } from './money.js';

/**
 * SLA compliance of the last 30 days, counted in SQL over the delivered_at index: each order's
 * delivery against its deadline (a revision request moves both, so they describe the same
 * round). On time: delivered at or before the deadline; an order without one cannot be late.
 */
export async function slaComplianceNow(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({
      total: count(),
      onTime: countWhere(
        or(isNull(submissions.etaAt), lte(submissions.deliveredAt, submissions.etaAt)),
      ),
    })
    .from(submissions)
    .where(
      and(gt(submissions.deliveredAt, slaWindowStart(now)), lte(submissions.deliveredAt, now)),
    );
  return slaCompliancePercent(row?.onTime ?? 0, row?.total ?? 0);
}

/** The admin dashboard's four figures (docs/product.md §7 Screens), all computed from data. */
export async function getAdminStats(ctx: Deps): Promise<AdminStats> {
  const { db } = ctx;
  const now = ctx.clock();
  // Independent reads, side by side on the pool. The counts read only active orders' entries
  // of the status index, so they cost what is open, not what the table holds.
  const [[counts], money, sla] = await Promise.all([
    db
      .select({
        active: count(),
        pending: countWhere(inArray(submissions.status, undeliveredStatuses)),
      })
      .from(submissions)
      .where(inArray(submissions.status, activeStatuses)),
    monthTakings(db, monthRange(now)),
    slaComplianceNow(db, now),
  ]);
  return {
    activeOrders: counts?.active ?? 0,
    slaCompliance: sla,
    pendingReviews: counts?.pending ?? 0,
    monthlyRevenue: money.netCents / 100,
  };
}

/**
 * Paid, undelivered orders past the admin's SLA alert threshold, soonest deadline first
 * (the same rule as the deadline alerts: a revision round's clock starts at its request).
 * SQL fetches the few orders due before the at-risk horizon, with the columns the rule needs;
 * isAtRisk decides; then the people are read by id. (Joined in one query, the planner cannot
 * tell how few orders are due and scans every user.)
 */
export async function listAtRiskOrders(ctx: Deps): Promise<AtRiskOrder[]> {
  const { db } = ctx;
  const now = ctx.clock();
  const threshold = await getSetting(db, 'sla_alert_threshold');
  const candidates = await db
    .select({
      id: submissions.id,
      status: submissions.status,
      packageTier: submissions.packageTier,
      addOns: submissions.addOns,
      round: submissions.round,
      submittedAt: submissions.submittedAt,
      etaAt: submissions.etaAt,
      applicantId: submissions.applicantId,
      reviewerId: submissions.reviewerId,
    })
    .from(submissions)
    .where(
      and(
        inArray(submissions.status, undeliveredStatuses),
        lte(submissions.etaAt, atRiskDeadlineHorizon(now, threshold)),
      ),
    )
    .orderBy(asc(submissions.etaAt), asc(submissions.id));
  const atRisk = candidates.filter((order) =>
    isAtRisk(
      { status: order.status, startAt: deadlineWindowStart(order), etaAt: order.etaAt },
      now,
      threshold,
    ),
  );
  const people = await peopleByIds(
    db,
    atRisk.flatMap((order) =>
      order.reviewerId ? [order.applicantId, order.reviewerId] : [order.applicantId],
    ),
  );
  return atRisk.map((order) => {
    const assigned = order.reviewerId ? people.get(order.reviewerId) : undefined;
    return {
      id: order.id,
      applicantName: fullName(people.get(order.applicantId)),
      packageTier: order.packageTier,
      etaAt: order.etaAt?.toISOString() ?? null,
      reviewerName: assigned ? displayName(assigned) : null,
      overdue: isOverdue(order.etaAt, now),
      status: order.status,
    };
  });
}
