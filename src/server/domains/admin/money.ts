import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { payoutCents } from '../../../shared/domain/payouts.js';
import type { Financials } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { dailyTakings, monthlyDeliveries } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { sumOf } from './sql-aggregates.js';

/** The calendar month (UTC) `offset` months from the one holding `now`: [start, end). */
export function monthRange(now: Date, offset = 0) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return { start, end, label: start.toISOString().slice(0, 7) };
}

const day = (at: Date) => at.toISOString().slice(0, 10);

const takingsBetween = preparedPerDatabase((db) =>
  db
    .select({
      captured: sumOf(dailyTakings.capturedCents),
      refunded: sumOf(dailyTakings.refundedCents),
    })
    .from(dailyTakings)
    .where(
      and(
        gte(dailyTakings.day, sql.placeholder('from')),
        lt(dailyTakings.day, sql.placeholder('to')),
      ),
    )
    .prepare('takings_between'),
);

/**
 * Money taken in one month: captured = every payment that succeeded in it (refunded later or
 * not), refunds = refunds made in it. Summed from at most 31 daily_takings rows (a UTC month
 * is whole UTC days), which triggers keep as payments and refunds are written.
 */
export async function monthTakings(db: Database, range: { start: Date; end: Date }) {
  const [row] = await takingsBetween(db).execute({ from: day(range.start), to: day(range.end) });
  const revenueCents = row?.captured ?? 0;
  const refundsCents = row?.refunded ?? 0;
  return { revenueCents, refundsCents, netCents: revenueCents - refundsCents };
}

/**
 * Money of one month: its takings, and payouts owed = the package payout of every order that
 * earned one in it (one per order, at its first round's delivery; see monthlyDeliveries), read
 * from the few counters the database keeps per month and package.
 */
export async function monthMoney(db: Database, range: { start: Date; end: Date }) {
  const [takings, delivered] = await Promise.all([
    monthTakings(db, range),
    db
      .select({ tier: monthlyDeliveries.packageTier, n: monthlyDeliveries.ordersDelivered })
      .from(monthlyDeliveries)
      .where(eq(monthlyDeliveries.month, day(range.start))),
  ]);
  return {
    ...takings,
    payoutsOwedCents: delivered.reduce((sum, row) => sum + payoutCents(row.tier) * row.n, 0),
  };
}

export async function getFinancials(ctx: Deps): Promise<Financials> {
  const { db } = ctx;
  const now = ctx.clock();
  const thisMonth = monthRange(now);
  const lastMonth = monthRange(now, -1);
  const [thisMoney, lastMoney] = await Promise.all([
    monthMoney(db, thisMonth),
    monthMoney(db, lastMonth),
  ]);
  return {
    thisMonth: { month: thisMonth.label, ...thisMoney },
    lastMonth: { month: lastMonth.label, ...lastMoney },
  };
}
