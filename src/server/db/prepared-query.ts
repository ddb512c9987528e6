import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';
import { afterPlaceholderPosition, fetchLimit, fetchSizeFor } from './page-cursor.js';
import { mapRowsOnce } from './row-mapper.js';

/** What drizzle's prepared queries run on: the pool, or a transaction's connection. */
type WithClient = { client: unknown };

const sessionOf = (db: Database) => db._.session as unknown as WithClient;

/**
 * The same prepared query on another database or transaction: drizzle binds a prepared query to
 * the client it was built on (its `client`, in both drivers this project uses), so a copy with
 * the other's client runs the statement there, inside its transaction if it is one. A plain
 * object of prepared queries is bound query by query.
 */
function boundTo<Query>(query: Query, db: Database): Query {
  if (Object.hasOwn(query as object, 'client')) {
    const copy = Object.create(Object.getPrototypeOf(query)) as Query;
    return Object.assign(copy as object, query, { client: sessionOf(db).client }) as Query;
  }
  if (Object.getPrototypeOf(query) === Object.prototype) {
    const entries = Object.entries(query as object).map(([key, each]) => [key, boundTo(each, db)]);
    return Object.fromEntries(entries) as Query;
  }
  throw new Error('A prepared query without its own client cannot be moved to a transaction.');
}

/** A prepared query, or each of a plain object of them. */
function forEachQuery(query: unknown, each: (query: unknown) => void) {
  if (Object.getPrototypeOf(query) === Object.prototype) {
    for (const one of Object.values(query as object)) each(one);
  } else {
    each(query);
  }
}

/**
 * A text placeholder behind a scalar subquery, for search terms and patterns. In plain sight,
 * PostgreSQL planned a search anew on every execution (0.2-0.4 ms): a plan made for the given
 * term was estimated cheaper than the statement's generic plan, so the generic plan was never
 * kept. Hidden, both estimates are the generic one and the plan stays; it reads the same indexes.
 */
export const planOpaqueText = (name: string) => sql`(select ${sql.placeholder(name)}::text)`;

/**
 * A query built and prepared once (`build` ends in drizzle's `.prepare(name)`, with
 * `sql.placeholder`s for its values), instead of on every request: building a select costs more
 * JavaScript than running it. It is built once per driver and bound to each database or
 * transaction it runs on, so statements inside transactions are not built again either.
 * PostgreSQL parses and plans it once per connection; its rows are mapped as mapRowsOnce says.
 */
export function preparedPerDatabase<Query>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  // One per driver (node-postgres, PGlite): their prepared queries differ.
  const built = new Map<unknown, Query>();
  const bound = new WeakMap<Database, Query>();
  return (db) => {
    let query = bound.get(db);
    if (!query) {
      const driver = sessionOf(db).constructor;
      const first = built.get(driver);
      if (first) {
        query = boundTo(first, db);
      } else {
        query = build(db);
        forEachQuery(query, mapRowsOnce);
        built.set(driver, query);
      }
      bound.set(db, query);
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
 * Which statement reads a page: the first page or one after a cursor (`afterCursor`, with
 * page-cursor.ts's afterPlaceholderPosition), and how many rows it fetches (`fetch`, written into
 * the statement by `pageLimit`).
 */
export interface PageShape extends Record<string, string | boolean> {
  afterCursor: boolean;
  fetch: string;
}

export function pageShape(page: { cursor?: string; limit: number }): PageShape {
  return { afterCursor: Boolean(page.cursor), fetch: String(fetchSizeFor(page.limit)) };
}

/** The page's LIMIT, for `.limit()`. */
export const pageLimit = (shape: PageShape) => fetchLimit(Number(shape.fetch));

/** A page's statement name: `base`, first or after, and its fetch size. */
export const pageName = (base: string, shape: PageShape) =>
  `${base}_${shape.afterCursor ? 'after' : 'first'}_${shape.fetch}`;

/** A paged list prepared once per page shape (`PageShape`), each built on its first use. */
export function preparedPages<Query>(build: (db: Database, page: PageShape) => Query) {
  const pages = preparedPerShape(build);
  return (db: Database, page: { cursor?: string; limit: number }) => pages(db, pageShape(page));
}

/**
 * `query` (a dynamic select: `.$dynamic()`) cut to one page of `page`'s shape, newest first by
 * `order`'s creation time and id, after the cursor's position (placeholders) when it has one.
 */
export function newestFirstPage<Query extends PgSelect>(
  query: Query,
  order: { createdAt: AnyPgColumn; id: AnyPgColumn },
  page: PageShape,
) {
  return query
    .where(
      page.afterCursor
        ? afterPlaceholderPosition({ time: order.createdAt, id: order.id })
        : undefined,
    )
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(pageLimit(page));
}
