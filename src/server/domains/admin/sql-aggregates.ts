import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `count(*) filter (where ...)` as a number: several counts in one pass over a table. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The sum of a column as a number, 0 over no rows (PostgreSQL sums integers as bigint text). */
export const sumOf = (column: AnyColumn) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
