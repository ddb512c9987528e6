import { and, isNotNull, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { atRiskDeadlineHorizon } from '../../../shared/domain/at-risk.js';
import { undeliveredStatuses } from '../../../shared/domain/order-lifecycle.js';
import { toCursorPrecision } from '../../db/page-cursor.js';
import { submissions } from '../../db/schema/index.js';
import { inLiteralList } from '../../db/literal-list.js';

/**
 * An instant in whole milliseconds since the epoch, as JavaScript reads it (the driver drops the
 * microseconds a timestamp written in SQL may carry). A bigint, so the arithmetic is exact.
 * `date_part`'s double holds any instant of years 1 to 9999 to well under a millisecond, so the
 * rounding cast gives the exact count; `extract` computes it in numeric, several times slower,
 * and the at-risk rule reads it several times for every order due soon.
 */
const epochMs = (instant: AnyPgColumn | SQL) =>
  sql`(date_part('epoch', ${toCursorPrecision(instant)}) * 1000)::bigint`;

/** The values the at-risk rule is evaluated with at `now`, under a threshold. */
export function atRiskBounds(now: Date, thresholdPercent: number) {
  return {
    nowMs: now.getTime(),
    thresholdPercent,
    // Due by the horizon to the millisecond: a deadline written in SQL may carry microseconds.
    dueBefore: new Date(atRiskDeadlineHorizon(now, thresholdPercent).getTime() + 1),
  };
}

type AtRiskBounds = ReturnType<typeof atRiskBounds>;

/**
 * `isAtRisk` (src/shared/domain/at-risk.ts) from the round's start as a condition on
 * `submissions`, so the at-risk list is decided, counted and paged in SQL: undelivered, a start
 * and a deadline, and elapsed * 100 >= window * threshold in whole milliseconds. That is
 * (now - start) * 100 >= (eta - start) * threshold, written here as
 * now * 100 - eta * threshold >= start * (100 - threshold): the same integers on both sides,
 * with the start written once, not three times (PostgreSQL computes an expression as often as it
 * is written, and this one runs for every order due soon). Without a start (unpaid) the
 * comparison is null, so false.
 * The deadline bound `atRiskDeadlineHorizon` lets the partial index on undelivered orders'
 * (eta_at, id) read only the few orders due soon; it drops no order at risk, since no round's
 * window is longer than the longest turnaround. at-risk-query.test.ts checks this agrees with
 * isAtRisk. Its bounds are values, or placeholders of the same names in a prepared query; the
 * threshold may also be read by the statement itself (an SQL expression).
 */
export function atRiskCondition(bounds: {
  [K in keyof AtRiskBounds]:
    AtRiskBounds[K] | Placeholder | (K extends 'thresholdPercent' ? SQL : never);
}): SQL {
  const nowMs = sql`${bounds.nowMs}::bigint`;
  // A subquery of its own, so that a threshold read from settings is cast once, not per order.
  const threshold = sql`(select ${bounds.thresholdPercent}::bigint)`;
  return and(
    inLiteralList(submissions.status, undeliveredStatuses),
    isNotNull(submissions.etaAt),
    lt(submissions.etaAt, bounds.dueBefore),
    sql`${nowMs} * 100 - ${epochMs(submissions.etaAt)} * ${threshold}
      >= ${epochMs(submissions.roundStartedAt)} * (100 - ${threshold})`,
  )!;
}
