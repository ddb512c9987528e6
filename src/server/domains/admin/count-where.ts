import { sql, type SQL } from 'drizzle-orm';

/** `count(*) filter (where ...)` as a number: several counts in one pass over a table. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
