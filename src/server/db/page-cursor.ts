import { and, eq, gt, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** Rows strictly after the cursor in (createdAt desc, id desc) order, for any table or query. */
export function afterPosition(
  cursor: string | undefined,
  columns: { createdAt: SQLWrapper; id: SQLWrapper },
): SQL | undefined {
  if (!cursor) return undefined;
  const { time, id } = parseCursor(cursor);
  const at = sql`${columns.createdAt}`;
  return or(lt(at, time), and(eq(at, time), lt(sql`${columns.id}`, id)));
}

/** Rows strictly after the cursor in (time asc, id asc) order: lists that show the soonest first. */
export function afterAscendingPosition(
  cursor: string | undefined,
  columns: { time: SQL; id: PgColumn },
): SQL | undefined {
  if (!cursor) return undefined;
  const { time, id } = parseCursor(cursor);
  return or(gt(columns.time, time), and(eq(columns.time, time), gt(columns.id, id)));
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
