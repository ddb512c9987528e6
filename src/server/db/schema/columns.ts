import { sql, type SQLWrapper } from 'drizzle-orm';
import { smallint, timestamp } from 'drizzle-orm/pg-core';

/** Every instant is stored with its time zone and read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A counter row's shard. A trigger adds to the shard of its database connection
 * (migration 0025), so concurrent transactions seldom update the same row, which each would
 * hold locked until it commits: with one row per day, every payment waited for the one before.
 * Recounts write shard 0. Readers sum over the shards.
 */
export const counterShard = () => smallint('shard').notNull().default(0);

/**
 * An instant cut to whole milliseconds (what JavaScript and a page cursor hold; times written in
 * SQL carry microseconds). Spelled with immutable functions, the UTC wall clock cut and read
 * back, so that an index can hold it: `date_trunc` on a timestamptz is only stable.
 */
export const toMilliseconds = (instant: SQLWrapper) =>
  sql<Date>`timezone('UTC', date_trunc('milliseconds', timezone('UTC', ${instant})))`;

/**
 * The open queue's order: soonest deadline first, to the millisecond; orders without a deadline
 * last, as they always were (a page cursor needs a time for them). Written as a constant, not a
 * parameter, so that the queue's index (submissions_queue_idx) matches the queue's ORDER BY.
 */
export const queueDeadline = (etaAt: SQLWrapper) =>
  sql<Date>`coalesce(${toMilliseconds(etaAt)}, '9999-12-31T23:59:59.999Z'::timestamptz)`;
