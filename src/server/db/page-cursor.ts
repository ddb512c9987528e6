import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** A cursor is a row's position as base64url JSON: opaque to clients, checked when read back. */
const encodeCursor = (position: object) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeCursor<Position>(cursor: string, shape: z.ZodType<Position>): Position {
  try {
    return shape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('validation', 'This page link is invalid. Reload the list and try again.');
  }
}

/** An opaque position in a newest-first list: the last row's creation time and id. */
export function encodePosition(row: { createdAt: Date; id: string }): string {
  return encodeCursor({ t: row.createdAt.toISOString(), id: row.id });
}

function parseCursor(cursor: string) {
  const parsed = decodeCursor(cursor, cursorShape);
  return { time: new Date(parsed.t), id: parsed.id };
}

/*
 * Positions compare as rows, `(time, id) < (t, i)`: PostgreSQL turns that into a bound on a
 * (time, id) index and starts the scan at the cursor. Spelled `time < t or (time = t and
 * id < i)`, the condition is only a filter, so page n read every row of the pages before it:
 * 159 ms for a page 90,000 orders deep, and an orders CSV of 1,000,000 rows never finished.
 */

/** A time cut to the milliseconds a cursor holds (columns.ts says how). */
export { toMilliseconds as toCursorPrecision } from './schema/columns.js';

/**
 * Rows strictly after a cursor in a prepared query (preparedPages), newest first or soonest
 * first: the cursor's values are the placeholders `cursorTime` and `cursorId`, which
 * placeholderPosition fills.
 */
export function afterPlaceholderPosition(
  columns: { time: SQLWrapper; id: SQLWrapper },
  order: 'newest first' | 'soonest first' = 'newest first',
): SQL {
  const position = sql`(${sql.placeholder('cursorTime')}, ${sql.placeholder('cursorId')})`;
  const rowPosition = sql`(${columns.time}, ${columns.id})`;
  return order === 'newest first'
    ? sql`${rowPosition} < ${position}`
    : sql`${rowPosition} > ${position}`;
}

/** A cursor's position as the values of afterPlaceholderPosition's placeholders (none without). */
export function placeholderPosition(
  cursor: string | undefined,
): { cursorTime: Date; cursorId: string } | Record<string, never> {
  if (!cursor) return {};
  const { time, id } = parseCursor(cursor);
  return { cursorTime: time, cursorId: id };
}

/** How many orders an export (the orders CSV) reads a page. */
export const EXPORT_PAGE_ROWS = 2000;

/**
 * How many rows a page's statement fetches: a page and one more (to tell whether another page
 * follows), rounded up to one of a few sizes, so that each size is one prepared statement and a
 * caller's limit cannot make one per value: the screens' pages (at most 100) and an export's.
 */
const FETCH_SIZES = [21, 51, 101, EXPORT_PAGE_ROWS + 1] as const;

export function fetchSizeFor(limit: number): number {
  const size = FETCH_SIZES.find((each) => each > limit);
  if (size === undefined) throw new Error(`No page size fetches ${limit} rows.`);
  return size;
}

/**
 * The LIMIT of a page's statement written into its text, not a parameter: with `LIMIT $1`
 * PostgreSQL's plan for any value (its generic plan) assumes a tenth of the table is read, looks
 * dearer than planning each time, and so the statement was planned again on every execution
 * (0.3 to 0.5 ms at 100,000 orders, more than running it). Drizzle writes an SQL value as is.
 */
export function fetchLimit(size: number): Placeholder {
  if (!(FETCH_SIZES as readonly number[]).includes(size))
    throw new Error(`No page fetches ${size}.`);
  return sql.raw(String(size)) as unknown as Placeholder;
}

/** Splits a fetch of limit + 1 rows (or more) into the page and the next page's cursor. */
export function toPage<T, R extends { createdAt: Date; id: string }>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => R,
) {
  return toCursorPage(rows, limit, (row) => encodePosition(positionOf(row)));
}

/** toPage for any ordering: `cursorOf` encodes the page's last row. */
function toCursorPage<T>(rows: T[], limit: number, cursorOf: (row: T) => string) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}

// The text-hygiene plugin refuses NUL in a query, but not one JSON-escaped inside the cursor.
const nameCursorShape = z.object({
  n: z
    .string()
    .max(2000)
    .refine((name) => !name.includes('\u0000')),
  id: z.uuid(),
});

/**
 * Lists in alphabetical order page by a sort key that SQL computes (a lower-cased name), then
 * id: the cursor holds the last row's key and id, and the next page starts after that row. In a
 * prepared query, as afterPlaceholderPosition: namePlaceholderPosition fills `cursorKey` and
 * `cursorId`.
 */
export function afterNamePlaceholderPosition(columns: { key: SQL; id: SQLWrapper }): SQL {
  return sql`(${columns.key}, ${columns.id}) > (${sql.placeholder('cursorKey')}, ${sql.placeholder('cursorId')})`;
}

/** A name cursor's position as the values of afterNamePlaceholderPosition's placeholders. */
export function namePlaceholderPosition(
  cursor: string | undefined,
): { cursorKey: string; cursorId: string } | Record<string, never> {
  if (!cursor) return {};
  const position = decodeCursor(cursor, nameCursorShape);
  return { cursorKey: position.n, cursorId: position.id };
}

/** toPage for a list in sort-key order (afterNamePlaceholderPosition). */
export function toNamePage<T>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => { key: string; id: string },
) {
  return toCursorPage(rows, limit, (row) => {
    const { key, id } = positionOf(row);
    return encodeCursor({ n: key, id });
  });
}
