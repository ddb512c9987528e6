import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';

// Written by requests that are refused on purpose: sessions are touched on every request,
// and throttles count refused sign-in attempts.
const UNTRACKED = ['sessions', 'auth_throttle'];

/** Every row of every table a request could change, as one string to compare. */
export async function dbFingerprint(db: Database): Promise<string> {
  const rowsOf = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
  const tables = await rowsOf(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    if (!table || UNTRACKED.includes(table)) continue;
    const [row] = await rowsOf(
      sql.raw(
        `select coalesce(string_agg(t::text, '|' order by t::text), '') as v from "${table}" t`,
      ),
    );
    parts.push(`${table}:${row!.v}`);
  }
  return parts.join('\n');
}
