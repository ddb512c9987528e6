import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  deadlineWindowStart,
  isAtRisk,
  isOverdue,
  slaCompliance,
  slaWindowStart,
} from '../../../shared/domain/at-risk.js';
import { displayName, fullName } from '../../../shared/domain/names.js';
import { activeStatuses, undeliveredStatuses } from '../../../shared/domain/order-lifecycle.js';
import type { AdminStats, AtRiskOrder } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { submissions, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { getSetting } from '../settings/settings.js';
import { countWhere } from './count-where.js';
import { monthMoney, monthRange } from './money.js';

/** SLA compliance of the last 30 days: each order's delivery against its deadline. */
export async function slaComplianceNow(db: Database, now: Date): Promise<number> {
  const deliveries = await db
    .select({ deliveredAt: submissions.deliveredAt, etaAt: submissions.etaAt })
    .from(submissions)
    .where(
      and(
        isNotNull(submissions.deliveredAt),
        gt(submissions.deliveredAt, slaWindowStart(now)),
        lte(submissions.deliveredAt, now),
      ),
    );
  return slaCompliance(
    deliveries.map((d) => ({ deliveredAt: d.deliveredAt!, etaAt: d.etaAt })),
    now,
  );
}

/** The admin dashboard's four figures (docs/product.md §7 Screens), all computed from data. */
export async function getAdminStats(ctx: Deps): Promise<AdminStats> {
  const { db } = ctx;
  const now = ctx.clock();
  const [counts] = await db
    .select({
      active: countWhere(inArray(submissions.status, activeStatuses)),
      pending: countWhere(inArray(submissions.status, undeliveredStatuses)),
    })
    .from(submissions);
  const money = await monthMoney(db, monthRange(now));
  return {
    activeOrders: counts?.active ?? 0,
    slaCompliance: await slaComplianceNow(db, now),
    pendingReviews: counts?.pending ?? 0,
    monthlyRevenue: money.netCents / 100,
  };
}

const reviewer = alias(users, 'reviewer');

/**
 * Paid, undelivered orders past the admin's SLA alert threshold, soonest deadline first
 * (the same rule as the deadline alerts: a revision round's clock starts at its request).
 */
export async function listAtRiskOrders(ctx: Deps): Promise<AtRiskOrder[]> {
  const { db } = ctx;
  const now = ctx.clock();
  const threshold = await getSetting(db, 'sla_alert_threshold');
  const rows = await db
    .select({ order: submissions, applicant: users, reviewer })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.applicantId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId))
    .where(and(inArray(submissions.status, undeliveredStatuses), isNotNull(submissions.etaAt)))
    .orderBy(asc(submissions.etaAt), asc(submissions.id));
  return rows
    .filter(({ order }) =>
      isAtRisk(
        {
          status: order.status,
          startAt: deadlineWindowStart(order),
          etaAt: order.etaAt,
        },
        now,
        threshold,
      ),
    )
    .map(({ order, applicant, reviewer }) => ({
      id: order.id,
      applicantName: fullName(applicant),
      packageTier: order.packageTier,
      etaAt: order.etaAt?.toISOString() ?? null,
      reviewerName: reviewer ? displayName(reviewer) : null,
      overdue: isOverdue(order.etaAt, now),
      status: order.status,
    }));
}
