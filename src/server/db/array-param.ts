import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = any($n)` with the values as one array parameter (a placeholder filled with a
 * JavaScript array): the statement's text is the same for 1 value or 50, so it is prepared once.
 * drizzle's inArray writes one parameter per value, a new statement for each length.
 */
export function equalsAnyOf(column: SQLWrapper, values: Placeholder): SQL {
  return sql`${column} = any(${values})`;
}
