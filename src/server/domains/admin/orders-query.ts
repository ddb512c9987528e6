import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { contactColumnsOf } from '../auth/users.js';
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
  preparedPerShape,
  type PageShape,
} from '../../db/prepared-query.js';

const reviewer = alias(users, 'reviewer');

const orderId = z.uuid();

/** Which filters a request sets: each combination is its own prepared statement. */
interface OrdersShape extends PageShape {
  status: boolean;
  package: boolean;
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
    shape.reviewer ? eq(submissions.reviewerId, sql.placeholder('reviewer')) : undefined,
    searchCondition(shape.search),
    shape.afterCursor
      ? afterPlaceholderPosition({ time: submissions.createdAt, id: submissions.id })
      : undefined,
  );
}

const ordersPage = preparedPerShape((db, shape: OrdersShape) =>
  db
    .select({
      order: {
        id: submissions.id,
        packageTier: submissions.packageTier,
        addOns: submissions.addOns,
        status: submissions.status,
        reviewerId: submissions.reviewerId,
        etaAt: submissions.etaAt,
        submittedAt: submissions.submittedAt,
        createdAt: submissions.createdAt,
      },
      applicant: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      reviewer: contactColumnsOf(reviewer),
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.applicantId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId))
    .where(ordersWhere(shape))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(pageLimit(shape))
    .prepare(
      `admin_orders_${Object.values(shape)
        .map((value) => (typeof value === 'boolean' ? Number(value) : value))
        .join('_')}`,
    ),
);

async function fetchOrders(
  db: Database,
  filters: AdminOrderFilters,
  page: { cursor?: string; limit: number },
) {
  const term = searchTerm(filters.q);
  const shape: OrdersShape = {
    status: Boolean(filters.status),
    package: Boolean(filters.package),
    reviewer: Boolean(filters.reviewerId),
    search: searchShape(term),
    ...pageShape(page),
  };
  const rows = await ordersPage(db, shape).execute({
    status: filters.status,
    package: filters.package,
    reviewer: filters.reviewerId,
    term,
    pattern: containsPattern(term),
    ...placeholderPosition(page.cursor),
  });
  const { items, nextCursor } = toPage(rows, page.limit, (row) => row.order);
  return {
    nextCursor,
    items: items.map(({ order, applicant, reviewer }): AdminOrderRow => ({
      id: order.id,
      orderNumber: orderNumber(order.id),
      applicantName: fullName(applicant),
      applicantEmail: applicant.email,
      packageTier: order.packageTier,
      addOns: order.addOns,
      status: order.status,
      reviewerName: reviewer ? displayName(reviewer) : null,
      reviewerId: order.reviewerId,
      etaAt: order.etaAt?.toISOString() ?? null,
      submittedAt: order.submittedAt?.toISOString() ?? null,
      totalCents: orderTotalCents(order.packageTier, order.addOns),
      createdAt: order.createdAt.toISOString(),
    })),
  };
}

/** One page of orders, newest first. */
export async function listOrders(
  ctx: Deps,
  query: AdminOrderFilters & { cursor?: string; limit: number },
): Promise<AdminOrderPage> {
  return fetchOrders(ctx.db, query, query);
}

/**
 * Every matching order, newest first, fetched page by page so memory stays flat (two pages at
 * most): the next page is read while this one's rows are used.
 */
export async function* allOrders(
  db: Database,
  filters: AdminOrderFilters,
  batchSize = EXPORT_PAGE_ROWS,
): AsyncGenerator<AdminOrderRow> {
  let next: ReturnType<typeof fetchOrders> | null = fetchOrders(db, filters, { limit: batchSize });
  try {
    while (next) {
      const page: Awaited<ReturnType<typeof fetchOrders>> = await next;
      next = page.nextCursor
        ? fetchOrders(db, filters, { cursor: page.nextCursor, limit: batchSize })
        : null;
      yield* page.items;
    }
  } finally {
    // A download stopped midway leaves a read in flight: its failure has no one to tell.
    next?.catch(() => undefined);
  }
}
