import type pg from 'pg';

/**
 * Waits until this many of the test database's sessions wait on a lock, so that a race test's
 * requests meet in the order it means. `client` must be outside a transaction: inside one,
 * pg_stat_activity keeps the picture of its first read.
 */
export async function untilWaitingOnLocks(client: pg.Client, sessions: number): Promise<void> {
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n >= sessions) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
