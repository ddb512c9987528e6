import { sql, type SQL } from 'drizzle-orm';

/**
 * A correlated subquery, as a select's field: its columns must name their tables (the outer
 * row's and its own), but drizzle drops the table from a field's columns in a select from one
 * table. It drops them only at the field's top level, so the subquery is nested one level down.
 */
export function correlated<T>(subquery: SQL<T>): SQL<T> {
  return sql<T>`${subquery}`;
}

/** A time as JSON built in SQL holds it (text with an offset), as the API writes times. */
export function jsonTime(text: string): string;
export function jsonTime(text: string | null): string | null;
export function jsonTime(text: string | null): string | null {
  return text === null ? null : new Date(text).toISOString();
}
