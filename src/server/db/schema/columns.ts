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
