import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { submissions } from '../../db/schema/index.js';

const cursorShape = z.object({ t: z.iso.datetime({ offset: true }), id: z.uuid() });

/** An opaque position in a newest-first list: the last row's creation time and id. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify({ t: row.createdAt.toISOString(), id: row.id })).toString(
    'base64url',
  );
}

/** Rows strictly after the cursor in (createdAt desc, id desc) order. */
export function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  let parsed;
  try {
    parsed = cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('validation', 'This page link is invalid. Reload the list and try again.');
  }
  const createdAt = new Date(parsed.t);
  return or(
    lt(submissions.createdAt, createdAt),
    and(eq(submissions.createdAt, createdAt), lt(submissions.id, parsed.id)),
  );
}
