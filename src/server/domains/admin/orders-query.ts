import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { orderTotalCents } from '../../../shared/domain/add-ons.js';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { displayName, fullName } from '../../../shared/domain/names.js';
import type {
  AdminOrderFilters,
  AdminOrderPage,
  AdminOrderRow,
} from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { emailLocalPartReversed, submissions, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { containsPattern } from '../../db/like-pattern.js';
import {
  EXPORT_PAGE_ROWS,
  afterPlaceholderPosition,
  placeholderPosition,
  toPage,
} from '../../db/page-cursor.js';
import {
  pageLimit,
  pageShape,
  planOpaqueText,
  preparedPerDatabase,
  preparedPerShape,
  type PageShape,
} from '../../db/prepared-query.js';
import { equalsAnyOf } from '../../db/array-param.js';
import { contactColumns, contactColumnsOf } from '../auth/users.js';

const reviewer = alias(users, 'reviewer');

const orderId = z.uuid();

/** Which filters a request sets: each combination is its own prepared statement. */
interface OrdersShape extends PageShape {
  status: boolean;
  package: boolean;
  applicant: boolean;
  reviewer: boolean;
  /** 'id' when the search term is a whole order id; 'address' when it holds an @ after text. */
  search: 'none' | 'text' | 'address' | 'id';
}

function searchTerm(q: string | undefined): string {
  return (q ?? '').trim().replace(/^#/, '').toLowerCase();
}

function searchShape(term: string): OrdersShape['search'] {
  if (!term) return 'none';
  if (orderId.safeParse(term).success) return 'id';
  return term.indexOf('@') > 0 ? 'address' : 'text';
}

/**
 * Applicants whose email contains the term. A term with an @ after some text (a whole address,
 * `name@dom`) is read from the range of addresses whose local part ends with the term's, as
 * every address has one @: the trigrams of its domain (`gma`, `com`) are in many addresses, so
 * the trigram index would walk long lists. Either way ILIKE decides.
 */
function applicantsMatching(search: 'text' | 'address'): SQL {
  if (search === 'text') {
    return sql`select ${users.id} from ${users} where ${ilike(users.email, planOpaqueText('pattern'))}`;
  }
  const local = emailLocalPartReversed(users.email);
  const termLocal = emailLocalPartReversed(planOpaqueText('term'));
  // The same test on lower(email), which no index holds: on email itself, the generic plan
  // also read the trigram index and intersected the two.
  const containsRechecked = ilike(sql`lower(${users.email})`, planOpaqueText('pattern'));
  // chr(1114111) is the last code point: the range holds every value that starts with termLocal.
  return sql`select ${users.id} from ${users}
    where ${local} >= ${termLocal} and ${local} < ${termLocal} || chr(1114111)
      and ${containsRechecked}`;
}

/**
 * `#3f2a`, `3F2A` (the order number), a full order id, or part of the applicant's email. Each
 * branch has its index (order number, primary key, email trigrams or reversed local parts then
 * the applicant's orders), so a search reads the matches, not the table.
 */
function searchCondition(search: OrdersShape['search']): SQL | undefined {
  if (search === 'none') return undefined;
  const applicants = applicantsMatching(search === 'address' ? 'address' : 'text');
  return or(
    sql`right(${submissions.id}::text, 4) = ${planOpaqueText('term')}`,
    search === 'id' ? eq(submissions.id, sql.placeholder('term')) : undefined,
    sql`${submissions.applicantId} = any(array(${applicants}))`,
  );
}

/**
 * The orders an admin asked for. Unpaid drafts (abandoned checkouts) are left out unless
 * the status filter asks for them.
 */
function ordersWhere(shape: OrdersShape): SQL | undefined {
  return and(
    shape.status
      ? eq(submissions.status, sql.placeholder('status'))
      : ne(submissions.status, 'draft'),
    shape.package ? eq(submissions.packageTier, sql.placeholder('package')) : undefined,
    shape.applicant ? eq(submissions.applicantId, sql.placeholder('applicant')) : undefined,
    shape.reviewer ? eq(submissions.reviewerId, sql.placeholder('reviewer')) : undefined,
    searchCondition(shape.search),
    shape.afterCursor
      ? afterPlaceholderPosition({ time: submissions.createdAt, id: submissions.id })
      : undefined,
  );
}

const orderColumns = {
  id: submissions.id,
  applicantId: submissions.applicantId,
  packageTier: submissions.packageTier,
  addOns: submissions.addOns,
  status: submissions.status,
  reviewerId: submissions.reviewerId,
  etaAt: submissions.etaAt,
  submittedAt: submissions.submittedAt,
  createdAt: submissions.createdAt,
};
// Without the id that contactColumns leads with: the applicant is inner-joined, never absent,
// and the export would read an id for each order.
const { id: _applicantId, ...applicantColumns } = contactColumns;

/** The shape's page of orders, newest first, from `query` (the orders and their applicants). */
function newestFirst<Query extends PgSelect>(query: Query, shape: OrdersShape, name: string) {
  return query
    .where(ordersWhere(shape))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(pageLimit(shape))
    .prepare(
      `${name}_${Object.values(shape)
        .map((value) => (typeof value === 'boolean' ? Number(value) : value))
        .join('_')}`,
    );
}

/** A page of the list screen: each order with its applicant and its reviewer. */
const ordersPage = preparedPerShape((db, shape: OrdersShape) =>
  newestFirst(
    db
      .select({
        order: orderColumns,
        applicant: applicantColumns,
        reviewer: contactColumnsOf(reviewer),
      })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.applicantId))
      .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId))
      .$dynamic(),
    shape,
    'admin_orders',
  ),
);

/**
 * A page of the export: each order with its applicant. allOrders names the reviewers with
 * learnReviewerNames: a few thousand reviewers, each read once, where a join read one for every
 * order (a third of PostgreSQL's time for a page of 2,000 at 1,000,000 orders).
 */
const exportPage = preparedPerShape((db, shape: OrdersShape) =>
  newestFirst(
    db
      .select({ order: orderColumns, applicant: applicantColumns })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.applicantId))
      .$dynamic(),
    shape,
    'admin_orders_export',
  ),
);

/** Reviewers' names by id, prepared once per database. */
const namesOf = preparedPerDatabase((db) =>
  db
    .select(contactColumns)
    .from(users)
    .where(equalsAnyOf(users.id, sql.placeholder('ids')))
    .prepare('admin_orders_export_reviewers'),
);

/** Adds the names of the reviewers among `ids` that `names` does not hold yet: one statement. */
async function learnReviewerNames(
  db: Database,
  names: Map<string, string>,
  ids: (string | null)[],
): Promise<void> {
  const unknown = [...new Set(ids)].filter((id): id is string => id !== null && !names.has(id));
  if (unknown.length === 0) return;
  for (const person of await namesOf(db).execute({ ids: unknown })) {
    names.set(person.id, displayName(person));
  }
}

function shapeOf(filters: AdminOrderFilters, page: { cursor?: string; limit: number }) {
  const term = searchTerm(filters.q);
  const shape: OrdersShape = {
    status: Boolean(filters.status),
    package: Boolean(filters.package),
    applicant: Boolean(filters.applicantId),
    reviewer: Boolean(filters.reviewerId),
    search: searchShape(term),
    ...pageShape(page),
  };
  const values = {
    status: filters.status,
    package: filters.package,
    applicant: filters.applicantId,
    reviewer: filters.reviewerId,
    term,
    pattern: containsPattern(term),
    ...placeholderPosition(page.cursor),
  };
  return { shape, values };
}

type OrderColumns = Pick<typeof submissions.$inferSelect, keyof typeof orderColumns>;

/** An order as the list and the export show it. */
function toAdminOrderRow(
  order: OrderColumns,
  applicant: { firstName: string | null; lastName: string | null; email: string },
  reviewerName: string | null,
): AdminOrderRow {
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    applicantName: fullName(applicant),
    applicantEmail: applicant.email,
    applicantId: order.applicantId,
    packageTier: order.packageTier,
    addOns: order.addOns,
    status: order.status,
    reviewerName,
    reviewerId: order.reviewerId,
    etaAt: order.etaAt?.toISOString() ?? null,
    submittedAt: order.submittedAt?.toISOString() ?? null,
    totalCents: orderTotalCents(order.packageTier, order.addOns),
    createdAt: order.createdAt.toISOString(),
  };
}

/** A statement that reads a page of orders, as ordersPage and exportPage prepare them. */
type OrdersPageStatement<Row> = (
  db: Database,
  shape: OrdersShape,
) => { execute: (values: Record<string, unknown>) => Promise<Row[]> };

/** The page that `page` asks for, read by `statement`, and the cursor of the next one. */
async function readPage<Row extends { order: { createdAt: Date; id: string } }>(
  statement: OrdersPageStatement<Row>,
  db: Database,
  filters: AdminOrderFilters,
  page: { cursor?: string; limit: number },
) {
  const { shape, values } = shapeOf(filters, page);
  const rows = await statement(db, shape).execute(values);
  return toPage(rows, page.limit, (row) => row.order);
}

async function fetchOrders(
  db: Database,
  filters: AdminOrderFilters,
  page: { cursor?: string; limit: number },
) {
  const { items, nextCursor } = await readPage(ordersPage, db, filters, page);
  return {
    nextCursor,
    items: items.map(({ order, applicant, reviewer }) =>
      toAdminOrderRow(order, applicant, reviewer ? displayName(reviewer) : null),
    ),
  };
}

const fetchExportPage = (
  db: Database,
  filters: AdminOrderFilters,
  page: { cursor?: string; limit: number },
) => readPage(exportPage, db, filters, page);

/** One page of orders, newest first. */
export async function listOrders(
  ctx: Deps,
  query: AdminOrderFilters & { cursor?: string; limit: number },
): Promise<AdminOrderPage> {
  return fetchOrders(ctx.db, query, query);
}

/**
 * Every matching order, newest first, fetched page by page so memory stays flat (two pages at
 * most, and the names of the reviewers met so far): the next page is read while this one's
 * rows are used.
 */
export async function* allOrders(
  db: Database,
  filters: AdminOrderFilters,
  batchSize = EXPORT_PAGE_ROWS,
): AsyncGenerator<AdminOrderRow> {
  const reviewerNames = new Map<string, string>();
  let next: ReturnType<typeof fetchExportPage> | null = fetchExportPage(db, filters, {
    limit: batchSize,
  });
  try {
    while (next) {
      const page: Awaited<ReturnType<typeof fetchExportPage>> = await next;
      next = page.nextCursor
        ? fetchExportPage(db, filters, { cursor: page.nextCursor, limit: batchSize })
        : null;
      await learnReviewerNames(
        db,
        reviewerNames,
        page.items.map(({ order }) => order.reviewerId),
      );
      for (const { order, applicant } of page.items) {
        const reviewerName = order.reviewerId
          ? (reviewerNames.get(order.reviewerId) ?? null)
          : null;
        yield toAdminOrderRow(order, applicant, reviewerName);
      }
    }
  } finally {
    // A download stopped midway leaves a read in flight: its failure has no one to tell.
    next?.catch(() => undefined);
  }
}
