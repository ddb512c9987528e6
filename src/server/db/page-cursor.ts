import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AppError } from '../../shared/errors.js';

// PostgreSQL's timestamps end before year 0 and after 294276; JavaScript's go further.
const inDatabaseRange = (t: string) => {
  const year = new Date(t).getUTCFullYear();
  return year >= 1 && year <= 9999;
};
const cursorShape = z.object({
  t: z.iso.datetime({ offset: true }).refine(inDatabaseRange),
  id: z.uuid(),
});

/** An opaque position in a newest-first list: the last row's creation time and id. */
export function encodePosition(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify({ t: row.createdAt.toISOString(), id: row.id })).toString(
    'base64url',
  );
}

function parseCursor(cursor: string) {
  try {
    const parsed = cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { time: new Date(parsed.t), id: parsed.id };
  } catch {
    throw new AppError('validation', 'This page link is invalid. Reload the list and try again.');
  }
}

/*
 * Positions compare as rows, `(time, id) < (t, i)`: PostgreSQL turns that into a bound on a
 * (time, id) index and starts the scan at the cursor. Spelled `time < t or (time = t and
 * id < i)`, the condition is only a filter, so page n read every row of the pages before it:
 * 159 ms for a page 90,000 orders deep, and an orders CSV of 1,000,000 rows never finished.
 */

/** Rows strictly after the cursor in (createdAt desc, id desc) order, for any table or query. */
export function afterPosition(
  cursor: string | undefined,
  columns: { createdAt: SQLWrapper; id: SQLWrapper },
): SQL | undefined {
  if (!cursor) return undefined;
  const { time, id } = parseCursor(cursor);
  return sql`(${columns.createdAt}, ${columns.id}) < (${time}, ${id})`;
}

/** Rows strictly after the cursor in (time asc, id asc) order: lists that show the soonest first. */
export function afterAscendingPosition(
  cursor: string | undefined,
  columns: { time: SQL; id: PgColumn },
): SQL | undefined {
  if (!cursor) return undefined;
  const { time, id } = parseCursor(cursor);
  return sql`(${columns.time}, ${columns.id}) > (${time}, ${id})`;
}

/** Splits a fetch of limit + 1 rows into the page and the next page's cursor. */
export function toPage<T, R extends { createdAt: Date; id: string }>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => R,
) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > limit && last ? encodePosition(positionOf(last)) : null,
  };
}
