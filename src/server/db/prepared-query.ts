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

/**
 * A paged list prepared once per database in its two shapes: the first page, and a page after a
 * cursor (`afterCursor`, with page-cursor.ts's afterPlaceholderPosition). `build` names each
 * shape's statement apart.
 */
export function preparedPages<Query>(build: (db: Database, afterCursor: boolean) => Query) {
  const first = preparedPerDatabase((db) => build(db, false));
  const after = preparedPerDatabase((db) => build(db, true));
  return (db: Database, cursor: string | undefined) => (cursor ? after(db) : first(db));
}
