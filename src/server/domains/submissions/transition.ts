import { and, eq, type SQL } from 'drizzle-orm';
import { canTransition } from '../../../shared/domain/order-lifecycle.js';
import { statusLabel, type SubmissionStatus } from '../../../shared/domain/order-status.js';
import { AppError } from '../../../shared/errors.js';
import type { Database } from '../../db/client.js';
import { orderEvents, submissions } from '../../db/schema/index.js';
import type { SubmissionRow } from './submission-view.js';

export interface Transition {
  submissionId: string;
  from: SubmissionStatus;
  to: SubmissionStatus;
  actorId: string | null;
  at: Date;
  /** Other columns that change with the status (deadline, reviewer, ...). */
  set?: Partial<typeof submissions.$inferInsert>;
  /** Extra conditions, e.g. "still unassigned". */
  where?: SQL;
  note?: string;
}

/**
 * Moves an order from an expected status to the next in ONE conditional update, so of two
 * racing requests only one can win, and records the change in the order's event log.
 * Returns the updated row, or null when the order was not in an expected status. A move the
 * lifecycle does not allow (orderTransitions) is refused as a conflict before anything changes.
 */
export async function transitionSubmission(
  db: Database,
  change: Transition,
): Promise<SubmissionRow | null> {
  if (!canTransition(change.from, change.to)) {
    throw new AppError(
      'conflict',
      `An order cannot move from ${statusLabel(change.from)} to ${statusLabel(change.to)}.`,
    );
  }
  const [row] = await db
    .update(submissions)
    .set({ ...change.set, status: change.to, updatedAt: change.at })
    .where(
      and(
        eq(submissions.id, change.submissionId),
        eq(submissions.status, change.from),
        change.where,
      ),
    )
    .returning();
  if (!row) return null;
  await db.insert(orderEvents).values({
    submissionId: row.id,
    actorId: change.actorId,
    fromStatus: change.from,
    toStatus: change.to,
    note: change.note,
    createdAt: change.at,
  });
  return row;
}
