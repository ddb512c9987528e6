import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `count(*) filter (where ...)` as a number: several counts in one pass over a table. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The sum of a column (or an expression) as a number, 0 over no rows (PostgreSQL sums integers as bigint text),
 * over the rows that meet `condition` if one is given.
 */
export const sumOf = (column: AnyColumn | SQL, condition?: SQL) =>
  (condition
    ? sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`
    : sql<number>`coalesce(sum(${column}), 0)`
  ).mapWith(Number);
