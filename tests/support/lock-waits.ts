import pg from 'pg';

/**
 * Holds a row lock on a connection of its own (PGlite has one connection, so race tests run on
 * PostgreSQL), so that a race test's requests meet in the order it means: start one, wait until
 * it waits, start the next, then release. `untilWaiting` watches from a third connection: inside
 * a transaction, pg_stat_activity keeps the picture of its first read. `holder` may write before
 * `release` commits; `release` may be called again (in a finally) and then only closes.
 */
export async function holdRowLock(url: string | undefined, lockSql: string, params: unknown[]) {
  if (!url)
    throw new Error('A held row lock needs PostgreSQL: run this test on TEST_DB_KIND=postgres.');
  const holder = new pg.Client({ connectionString: url });
  const watcher = new pg.Client({ connectionString: url });
  await Promise.all([holder.connect(), watcher.connect()]);
  let open = true;
  await holder.query('begin');
  await holder.query(lockSql, params);
  return {
    holder,
    /** Waits until this many of the test database's sessions wait on a lock. */
    async untilWaiting(sessions: number): Promise<void> {
      for (;;) {
        const { rows } = await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.n >= sessions) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async release(): Promise<void> {
      if (!open) return;
      open = false;
      try {
        await holder.query('commit');
      } finally {
        await Promise.all([holder.end(), watcher.end()]);
      }
    },
  };
}
