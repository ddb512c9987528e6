import type { Database } from './client.js';

/**
 * A query built and prepared once per database (`build` ends in drizzle's `.prepare(name)`, with
 * `sql.placeholder`s for its values), instead of on every request: building a select costs more
 * JavaScript than running it. PostgreSQL then parses and plans it once per connection.
 */
export function preparedPerDatabase<Query>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
