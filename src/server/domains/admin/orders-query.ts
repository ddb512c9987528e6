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
import { submissions, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { containsPattern } from '../../db/like-pattern.js';
import { afterPosition, toPage } from '../../db/page-cursor.js';

const reviewer = alias(users, 'reviewer');

const orderId = z.uuid();

/**
 * `#3f2a`, `3F2A` (the order number), a full order id, or part of the applicant's email. Each
 * branch has its index (order number, primary key, email trigrams then the applicant's orders),
 * so a search reads the matches, not the table.
 */
function searchCondition(q: string): SQL | undefined {
  const term = q.trim().replace(/^#/, '').toLowerCase();
  if (!term) return undefined;
  const applicants = sql`select ${users.id} from ${users} where ${ilike(users.email, containsPattern(term))}`;
  return or(
    sql`right(${submissions.id}::text, 4) = ${term}`,
    orderId.safeParse(term).success ? eq(submissions.id, term) : undefined,
    sql`${submissions.applicantId} = any(array(${applicants}))`,
  );
}

/**
 * The orders an admin asked for. Unpaid drafts (abandoned checkouts) are left out unless
 * the status filter asks for them.
 */
function ordersWhere(filters: AdminOrderFilters): SQL | undefined {
  return and(
    filters.status ? eq(submissions.status, filters.status) : ne(submissions.status, 'draft'),
    filters.package ? eq(submissions.packageTier, filters.package) : undefined,
    filters.reviewerId ? eq(submissions.reviewerId, filters.reviewerId) : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
  );
}

async function fetchOrders(
  db: Database,
  filters: AdminOrderFilters,
  page: { cursor?: string; limit: number },
) {
  const rows = await db
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
      reviewer: {
        firstName: reviewer.firstName,
        lastName: reviewer.lastName,
        email: reviewer.email,
      },
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.applicantId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId))
    .where(and(ordersWhere(filters), afterPosition(page.cursor, submissions)))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(page.limit + 1);
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

/** Every matching order, newest first, fetched page by page so memory stays flat. */
export async function* allOrders(
  db: Database,
  filters: AdminOrderFilters,
  batchSize = 500,
): AsyncGenerator<AdminOrderRow> {
  let cursor: string | undefined;
  do {
    const page = await fetchOrders(db, filters, { cursor, limit: batchSize });
    yield* page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
