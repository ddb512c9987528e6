import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { packageTiers } from '../../../shared/domain/packages.js';
import { payoutCents } from '../../../shared/domain/payouts.js';
import type { Financials } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { dailyTakings, monthlyDeliveries } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { sumOf } from '../../db/sql-aggregates.js';

/** The calendar month (UTC) `offset` months from the one holding `now`: [start, end). */
export function monthRange(now: Date, offset = 0) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return { start, end, label: start.toISOString().slice(0, 7) };
}

/** A date as daily_takings and monthly_deliveries key it: YYYY-MM-DD (UTC). */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A one-row subquery named `name`: captured and refunded cents of the days in [from, to)
 * (placeholders' names), summed from the daily_takings rows (a UTC month is whole UTC days),
 * which triggers keep as payments and refunds are written. Captured = every payment that
 * succeeded in those days, refunded later or not; refunded = refunds made in them of payments
 * that succeeded (a held payment's refund gives back money never counted in).
 */
export function takingsOfDays(db: Database, name: string, from: string, to: string) {
  // Its fields' names are its own: drizzle names a subquery's SQL fields unqualified.
  return db
    .select({
      captured: sumOf(dailyTakings.capturedCents).as(`${name}_captured`),
      refunded: sumOf(dailyTakings.refundedCents).as(`${name}_refunded`),
    })
    .from(dailyTakings)
    .where(
      and(gte(dailyTakings.day, sql.placeholder(from)), lt(dailyTakings.day, sql.placeholder(to))),
    )
    .as(name);
}

/** The payout each delivered order of a package earns, as SQL over monthly_deliveries' rows. */
const payoutOfRow = sql`case ${monthlyDeliveries.packageTier} ${sql.join(
  packageTiers.map((tier) => sql.raw(`when '${tier}' then ${payoutCents(tier)}`)),
  sql` `,
)} end * ${monthlyDeliveries.ordersDelivered}`;

/**
 * A one-row subquery named `name`: payouts owed for the month starting `month` (a placeholder's
 * name) = the package payout of every order that earned one in it (one per order, at its first
 * round's delivery), from the few counters the database keeps per month and package.
 */
function payoutsOwedIn(db: Database, name: string, month: string) {
  return db
    .select({ owed: sumOf(payoutOfRow).as(`${name}_owed`) })
    .from(monthlyDeliveries)
    .where(eq(monthlyDeliveries.month, sql.placeholder(month)))
    .as(name);
}

const money = (takings: { captured: number; refunded: number }, owedCents: number) => ({
  revenueCents: takings.captured,
  refundsCents: takings.refunded,
  netCents: takings.captured - takings.refunded,
  payoutsOwedCents: owedCents,
});

/** Both months' takings and payouts: one statement of four one-row reads, prepared once. */
const twoMonthsMoney = preparedPerDatabase((db) => {
  const lastTakings = takingsOfDays(db, 'last_takings', 'lastStart', 'thisStart');
  const thisTakings = takingsOfDays(db, 'this_takings', 'thisStart', 'nextStart');
  const lastOwed = payoutsOwedIn(db, 'last_payouts', 'lastStart');
  const thisOwed = payoutsOwedIn(db, 'this_payouts', 'thisStart');
  return db
    .select({
      lastCaptured: lastTakings.captured,
      lastRefunded: lastTakings.refunded,
      lastOwed: lastOwed.owed,
      thisCaptured: thisTakings.captured,
      thisRefunded: thisTakings.refunded,
      thisOwed: thisOwed.owed,
    })
    .from(lastTakings)
    .crossJoin(thisTakings)
    .crossJoin(lastOwed)
    .crossJoin(thisOwed)
    .prepare('two_months_money');
});

export async function getFinancials(ctx: Deps): Promise<Financials> {
  const now = ctx.clock();
  const thisMonth = monthRange(now);
  const lastMonth = monthRange(now, -1);
  const [row] = await twoMonthsMoney(ctx.db).execute({
    lastStart: dayOf(lastMonth.start),
    thisStart: dayOf(thisMonth.start),
    nextStart: dayOf(thisMonth.end),
  });
  if (!row) throw new Error('Aggregates without grouping always answer one row.');
  return {
    thisMonth: {
      month: thisMonth.label,
      ...money({ captured: row.thisCaptured, refunded: row.thisRefunded }, row.thisOwed),
    },
    lastMonth: {
      month: lastMonth.label,
      ...money({ captured: row.lastCaptured, refunded: row.lastRefunded }, row.lastOwed),
    },
  };
}
