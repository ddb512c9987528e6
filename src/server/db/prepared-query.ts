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
 * A query prepared once per database for each shape it takes (which filters a request sets, say),
 * each shape built on its first use. `build` names each shape's statement apart.
 */
export function preparedPerShape<Shape extends Record<string, string | boolean>, Query>(
  build: (db: Database, shape: Shape) => Query,
): (db: Database, shape: Shape) => Query {
  const shapes = new Map<string, (db: Database) => Query>();
  return (db, shape) => {
    const key = JSON.stringify(shape);
    let prepared = shapes.get(key);
    if (!prepared) {
      prepared = preparedPerDatabase((each) => build(each, shape));
      shapes.set(key, prepared);
    }
    return prepared(db);
  };
}

/**
 * A paged list prepared in its two shapes: the first page, and a page after a cursor
 * (`afterCursor`, with page-cursor.ts's afterPlaceholderPosition).
 */
export function preparedPages<Query>(build: (db: Database, afterCursor: boolean) => Query) {
  const pages = preparedPerShape((db, shape: { afterCursor: boolean }) =>
    build(db, shape.afterCursor),
  );
  return (db: Database, cursor: string | undefined) => pages(db, { afterCursor: Boolean(cursor) });
}
