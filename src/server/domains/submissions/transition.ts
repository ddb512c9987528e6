import { and, eq, sql, type SQL } from 'drizzle-orm';
import { canTransition } from '../../../shared/domain/order-lifecycle.js';
import { statusLabel, type SubmissionStatus } from '../../../shared/domain/order-status.js';
import { AppError } from '../../../shared/errors.js';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
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
  // The update and its event are one statement: atomic even outside a transaction, and one
  // round trip on every step of the order flow.
  const moved = db.$with('moved').as(
    db
      .update(submissions)
      .set({ ...change.set, status: change.to, updatedAt: change.at })
      .where(
        and(
          eq(submissions.id, change.submissionId),
          eq(submissions.status, change.from),
          change.where,
        ),
      )
      .returning(),
  );
  const logged = db.$with('logged').as(
    eventsOf(db, moved, {
      actorId: change.actorId,
      from: change.from,
      to: change.to,
      note: change.note,
      at: change.at,
    }),
  );
  const [row] = await db.with(moved, logged).select().from(moved);
  return row ?? null;
}

/**
 * The INSERT of one order event for each order a WITH query returns, so that a change and its
 * event are one statement. `db` may be `db.with(changed)`, to run the insert as the statement.
 */
export function eventsOf<Alias extends string>(
  db: Pick<Database, 'insert'>,
  changed: WithSubqueryWithSelection<{ id: typeof submissions.id }, Alias>,
  event: {
    actorId: string | null;
    from: SubmissionStatus | null;
    to: SubmissionStatus;
    note?: string;
    at: Date;
  },
) {
  return db.insert(orderEvents).select((qb) =>
    qb
      .select({
        id: sql<string>`gen_random_uuid()`.as('id'),
        submissionId: changed.id,
        actorId: sql<string | null>`${event.actorId}::uuid`.as('actor_id'),
        fromStatus: sql<SubmissionStatus | null>`${event.from}::text`.as('from_status'),
        toStatus: sql<SubmissionStatus>`${event.to}::text`.as('to_status'),
        note: sql<string | null>`${event.note ?? null}::text`.as('note'),
        createdAt: sql<Date>`${event.at.toISOString()}::timestamptz`.as('created_at'),
      })
      .from(changed),
  );
}
