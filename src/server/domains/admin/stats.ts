import { and, asc, count, eq, gt, gte, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  isOverdue,
  slaAlertThresholds,
  slaCompliancePercent,
  slaWindowStart,
} from '../../../shared/domain/at-risk.js';
import { displayName, fullName } from '../../../shared/domain/names.js';
import { activeStatuses, undeliveredStatuses } from '../../../shared/domain/order-lifecycle.js';
import { HOUR_MS } from '../../../shared/domain/turnaround.js';
import type { AdminStats, AtRiskOrderPage } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import {
  afterPlaceholderPosition,
  placeholderPosition,
  toCursorPrecision,
  toPage,
} from '../../db/page-cursor.js';
import { inLiteralList } from '../../db/literal-list.js';
import {
  pageLimit,
  pageName,
  preparedPages,
  preparedPerDatabase,
} from '../../db/prepared-query.js';
import { hourlyDeliveries, orderStatusCounts, submissions, users } from '../../db/schema/index.js';
import { contactColumns, contactColumnsOf } from '../auth/users.js';
import type { Deps } from '../../deps.js';
import { settingInStatement } from '../settings/settings.js';
import { atRiskBounds, atRiskCondition } from './at-risk-query.js';
import { countWhere, sumOf } from '../../db/sql-aggregates.js';
import { dayOf, monthRange, takingsOfDays } from './money.js';

/** Orders delivered within `delivered` (a condition on delivered_at), all and on time. */
function deliveriesWhere(db: Database, name: string, delivered: SQL | undefined) {
  return db
    .select({
      total: count().as(`${name}_total`),
      onTime: countWhere(
        sql`delivered_on_time(${submissions.deliveredAt}, ${submissions.etaAt})`,
      ).as(`${name}_on_time`),
    })
    .from(submissions)
    .where(delivered)
    .as(name);
}

/**
 * The SLA window's deliveries, (now - 30 days, now], as one-row subqueries. Its whole hours
 * are read from hourly_deliveries (triggers keep them; the SQL function delivered_on_time states
 * the rule); the two partial hours at its ends are counted from the orders over the delivered_at
 * index, each hour on its own: one range each, which PostgreSQL's plan for any values reads from
 * the index alone, so the statement is planned once (with both ranges OR-ed, that plan looked
 * dearer than planning and the statement was planned on every execution). So it reads about 720
 * counter rows and two hours of deliveries at any volume, and is exact.
 */
function slaWindowDeliveries(db: Database) {
  const wholeHours = db
    .select({
      total: sumOf(hourlyDeliveries.delivered).as('whole_total'),
      onTime: sumOf(hourlyDeliveries.onTime).as('whole_on_time'),
    })
    .from(hourlyDeliveries)
    .where(
      and(
        gte(hourlyDeliveries.hour, sql.placeholder('firstWholeHour')),
        lt(hourlyDeliveries.hour, sql.placeholder('currentHour')),
      ),
    )
    .as('whole_hours');
  const deliveredAt = submissions.deliveredAt;
  const firstHour = deliveriesWhere(
    db,
    'first_hour',
    and(
      gt(deliveredAt, sql.placeholder('start')),
      lt(deliveredAt, sql.placeholder('firstWholeHourAt')),
    ),
  );
  const lastHour = deliveriesWhere(
    db,
    'last_hour',
    and(
      gte(deliveredAt, sql.placeholder('currentHourAt')),
      lte(deliveredAt, sql.placeholder('now')),
    ),
  );
  return { wholeHours, firstHour, lastHour };
}

/** slaWindowDeliveries' placeholders at `now`. */
function slaWindowAt(now: Date) {
  const start = slaWindowStart(now);
  const firstWholeHour = Math.floor(start.getTime() / HOUR_MS) + 1;
  const currentHour = Math.floor(now.getTime() / HOUR_MS);
  return {
    start,
    firstWholeHour,
    currentHour,
    firstWholeHourAt: new Date(firstWholeHour * HOUR_MS),
    currentHourAt: new Date(currentHour * HOUR_MS),
    now,
  };
}

/**
 * The dashboard's figures in one statement, prepared once: four one-row reads of counters
 * (open orders by status, this month's takings, the SLA window) side by side.
 */
const dashboardFigures = preparedPerDatabase((db) => {
  const orders = orderStatusCounts.orders;
  const open = db
    .select({
      active: sumOf(orders).as('active'),
      pending: sumOf(orders, inLiteralList(orderStatusCounts.status, undeliveredStatuses)).as(
        'pending',
      ),
    })
    .from(orderStatusCounts)
    .where(inLiteralList(orderStatusCounts.status, activeStatuses))
    .as('open');
  const takings = takingsOfDays(db, 'takings', 'monthStart', 'monthEnd');
  const { wholeHours, firstHour, lastHour } = slaWindowDeliveries(db);
  return db
    .select({
      active: open.active,
      pending: open.pending,
      captured: takings.captured,
      refunded: takings.refunded,
      wholeTotal: wholeHours.total,
      wholeOnTime: wholeHours.onTime,
      firstTotal: firstHour.total,
      firstOnTime: firstHour.onTime,
      lastTotal: lastHour.total,
      lastOnTime: lastHour.onTime,
    })
    .from(open)
    .crossJoin(takings)
    .crossJoin(wholeHours)
    .crossJoin(firstHour)
    .crossJoin(lastHour)
    .prepare('dashboard_figures');
});

/** The admin dashboard's four figures (docs/product.md §7 Screens), all computed from data. */
export async function getAdminStats(ctx: Deps): Promise<AdminStats> {
  const now = ctx.clock();
  const month = monthRange(now);
  const [row] = await dashboardFigures(ctx.db).execute({
    monthStart: dayOf(month.start),
    monthEnd: dayOf(month.end),
    ...slaWindowAt(now),
  });
  if (!row) throw new Error('Aggregates without grouping always answer one row.');
  return {
    activeOrders: row.active,
    slaCompliance: slaCompliancePercent(
      row.wholeOnTime + row.firstOnTime + row.lastOnTime,
      row.wholeTotal + row.firstTotal + row.lastTotal,
    ),
    pendingReviews: row.pending,
    monthlyRevenue: (row.captured - row.refunded) / 100,
  };
}

/** Soonest deadline first, cut to the milliseconds a page cursor holds, then id. */
const deadline = toCursorPrecision(submissions.etaAt);

const atRiskNow = atRiskCondition({
  nowMs: sql.placeholder('nowMs'),
  // The admin's setting, read by the statement: no round trip of its own.
  thresholdPercent: settingInStatement('sla_alert_threshold'),
  dueBefore: sql.placeholder('dueBefore'),
});

/** A person's contact columns, joined to each row of a page by id (see the at-risk page). */
function nameOf(db: Database, name: string, id: SQL | AnyColumn) {
  return db.select(contactColumns).from(users).where(eq(users.id, id)).limit(1).as(name);
}

const atRiskPages = preparedPages((db, pageShape) => {
  const atRisk = db.$with('at_risk').as(
    db
      .select({
        id: submissions.id,
        status: submissions.status,
        packageTier: submissions.packageTier,
        etaAt: submissions.etaAt,
        deadline: sql`${deadline}`.mapWith(submissions.etaAt).as('deadline'),
        applicantId: submissions.applicantId,
        reviewerId: submissions.reviewerId,
      })
      .from(submissions)
      .where(atRiskNow),
  );
  const page = db
    .with(atRisk)
    .select({
      id: atRisk.id,
      status: atRisk.status,
      packageTier: atRisk.packageTier,
      etaAt: atRisk.etaAt,
      deadline: atRisk.deadline,
      applicantId: atRisk.applicantId,
      reviewerId: atRisk.reviewerId,
      total: sql<number>`(select count(*) from ${atRisk})`.mapWith(Number).as('total'),
    })
    .from(atRisk)
    .where(
      pageShape.afterCursor
        ? afterPlaceholderPosition({ time: atRisk.deadline, id: atRisk.id }, 'soonest first')
        : undefined,
    )
    .orderBy(asc(atRisk.deadline), asc(atRisk.id))
    .limit(pageLimit(pageShape))
    .as('page');
  // The people are read for the page's rows only, one by one (LATERAL, kept so by its LIMIT).
  const applicant = nameOf(db, 'applicant', page.applicantId);
  const reviewer = nameOf(db, 'reviewer', page.reviewerId);
  return db
    .select({
      id: page.id,
      status: page.status,
      packageTier: page.packageTier,
      etaAt: page.etaAt,
      deadline: page.deadline,
      total: page.total,
      applicant: contactColumnsOf(applicant),
      reviewer: contactColumnsOf(reviewer),
    })
    .from(page)
    .leftJoinLateral(applicant, sql`true`)
    .leftJoinLateral(reviewer, sql`true`)
    .orderBy(asc(page.deadline), asc(page.id))
    .prepare(pageName('at_risk', pageShape));
});

const atRiskCount = preparedPerDatabase((db) =>
  db.select({ total: count() }).from(submissions).where(atRiskNow).prepare('at_risk_count'),
);

/**
 * Paid, undelivered orders past the admin's SLA alert threshold, soonest deadline first (the
 * same rule as the deadline alerts: a revision round's clock starts at its request), a page at a
 * time, with how many are at risk in all. `atRiskCondition`, isAtRisk in SQL, is evaluated
 * once over the few orders due before the at-risk horizon (a common table expression the page
 * and the count both read, prepared once per database); the page's people are joined to its
 * rows one by one. (Joined as a plain join, the planner cannot tell how few orders are due and
 * scans every user.)
 */
export async function listAtRiskOrders(
  ctx: Deps,
  query: { cursor?: string; limit: number },
): Promise<AtRiskOrderPage> {
  const { db } = ctx;
  const now = ctx.clock();
  // The statement reads the threshold; the horizon of the lowest one holds the orders at risk
  // under any of them (at the lowest, the default, it is the same horizon).
  const { nowMs, dueBefore } = atRiskBounds(now, Math.min(...slaAlertThresholds));
  const bounds = { nowMs, dueBefore };
  const rows = await atRiskPages(db, query).execute({
    ...bounds,
    ...placeholderPosition(query.cursor),
  });
  // A page past the last order carries no count: only then is it read on its own.
  const total =
    rows[0]?.total ?? (query.cursor ? ((await atRiskCount(db).execute(bounds))[0]?.total ?? 0) : 0);
  const page = toPage(rows, query.limit, (order) => ({ createdAt: order.deadline, id: order.id }));
  return {
    items: page.items.map((order) => ({
      id: order.id,
      applicantName: fullName(order.applicant),
      packageTier: order.packageTier,
      etaAt: order.etaAt?.toISOString() ?? null,
      reviewerName: order.reviewer ? displayName(order.reviewer) : null,
      overdue: isOverdue(order.etaAt, now),
      status: order.status,
    })),
    nextCursor: page.nextCursor,
    total,
  };
}
