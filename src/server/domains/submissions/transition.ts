import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import { canTransition } from '../../../shared/domain/order-lifecycle.js';
import { statusLabel, type SubmissionStatus } from '../../../shared/domain/order-status.js';
import { AppError } from '../../../shared/errors.js';
import type { Database } from '../../db/client.js';
import { preparedPerShape } from '../../db/prepared-query.js';
import { orderEvents, submissions } from '../../db/schema/index.js';
import type { SubmissionRow } from './submission-view.js';

type SubmissionColumns = Partial<typeof submissions.$inferInsert>;

export interface Transition {
  submissionId: string;
  from: SubmissionStatus;
  to: SubmissionStatus;
  actorId: string | null;
  at: Date;
  /** Other columns that change with the status (deadline, reviewer, ...). */
  set?: SubmissionColumns;
  /** Only while the order is still with this reviewer (null: still unassigned). */
  reviewerStill?: string | null;
  /** Only while the order is still in this round: a request read before another round began. */
  roundStill?: number;
  note?: string;
}

const placeholder = sql.placeholder;
/** A set column's placeholder, named apart from the move's own (id, from, to, at, ...). */
const setValue = (column: string) => `set_${column}`;

/**
 * The statement of one kind of move, prepared once: which columns it sets (those set to null
 * are written as null, which no placeholder can carry) and which reviewer condition it has.
 */
const moveStatement = preparedPerShape(
  (
    db,
    shape: { set: string; nulls: string; reviewer: 'any' | 'unassigned' | 'one'; round: boolean },
  ) => {
    const set: Record<string, unknown> = {};
    for (const key of shape.set.split(',').filter(Boolean)) set[key] = placeholder(setValue(key));
    for (const key of shape.nulls.split(',').filter(Boolean)) set[key] = null;
    const reviewer = {
      any: undefined,
      unassigned: isNull(submissions.reviewerId),
      one: eq(submissions.reviewerId, placeholder('reviewerStill')),
    }[shape.reviewer];
    const moved = db.$with('moved').as(
      db
        .update(submissions)
        // Placeholders stand for values here; drizzle encodes each as its column when run.
        .set({
          ...set,
          status: placeholder('to'),
          updatedAt: placeholder('at'),
        } as unknown as SubmissionColumns)
        .where(
          and(
            eq(submissions.id, placeholder('id')),
            eq(submissions.status, placeholder('from')),
            reviewer,
            shape.round ? eq(submissions.round, placeholder('roundStill')) : undefined,
          ),
        )
        .returning(),
    );
    const logged = db.$with('logged').as(
      eventsOf(db, moved, {
        actorId: placeholder('actor'),
        from: placeholder('from'),
        to: placeholder('to'),
        note: placeholder('note'),
        at: placeholder('atInstant'),
      }),
    );
    return db
      .with(moved, logged)
      .select()
      .from(moved)
      .prepare(`move_${shape.reviewer}_${shape.round ? 'round_' : ''}${shape.set}_${shape.nulls}`);
  },
);

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
  // Entering the queue starts auto-assignment's hour (docs/product.md §5).
  const set = change.to === 'queued' ? { queuedAt: change.at, ...change.set } : change.set;
  const entries = Object.entries(set ?? {}).filter(([, value]) => value !== undefined);
  const keys = (nulls: boolean) =>
    entries
      .filter(([, value]) => (value === null) === nulls)
      .map(([key]) => key)
      .sort()
      .join(',');
  const reviewer =
    change.reviewerStill === undefined ? 'any' : change.reviewerStill ? 'one' : 'unassigned';
  const [row] = await moveStatement(db, {
    set: keys(false),
    nulls: keys(true),
    reviewer,
    round: change.roundStill !== undefined,
  }).execute({
    ...Object.fromEntries(entries.map(([key, value]) => [setValue(key), value])),
    id: change.submissionId,
    from: change.from,
    to: change.to,
    at: change.at,
    atInstant: change.at.toISOString(),
    actor: change.actorId,
    note: change.note ?? null,
    reviewerStill: change.reviewerStill ?? null,
    roundStill: change.roundStill ?? null,
  });
  return row ?? null;
}

/** A value of an order event: written as it is, or a prepared statement's placeholder. */
type EventValue<T> = T | Placeholder;

/**
 * The INSERT of one order event for each order a WITH query returns, so that a change and its
 * event are one statement. `db` may be `db.with(changed)`, to run the insert as the statement.
 */
export function eventsOf<Alias extends string>(
  db: Pick<Database, 'insert'>,
  changed: WithSubqueryWithSelection<{ id: typeof submissions.id }, Alias>,
  event: {
    actorId: EventValue<string | null>;
    from: EventValue<SubmissionStatus | null>;
    to: EventValue<SubmissionStatus>;
    note?: EventValue<string | null>;
    /** An ISO 8601 instant. */
    at: EventValue<string>;
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
        createdAt: sql<Date>`${event.at}::timestamptz`.as('created_at'),
      })
      .from(changed),
  );
}
