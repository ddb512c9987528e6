import { and, asc, count, eq, gte, isNull, lt, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reviewingStatuses } from '../../../shared/domain/order-lifecycle.js';
import { payoutCents } from '../../../shared/domain/payouts.js';
import { AppError } from '../../../shared/errors.js';
import type { Availability, QueuePage } from '../../../shared/schemas/reviewers.js';
import type { Database } from '../../db/client.js';
import { afterPlaceholderPosition, placeholderPosition, toPage } from '../../db/page-cursor.js';
import {
  pageLimit,
  pageName,
  preparedPages,
  preparedPerDatabase,
} from '../../db/prepared-query.js';
import { queueDeadline } from '../../db/schema/columns.js';
import { auditLog, reviewerProfiles, submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import {
  CAPACITY_WINDOW_MS,
  capacityWindowStart,
  notPlacedByWhere,
  orderSuitsWhere,
  takeRefusal,
  type ReviewerProfile,
} from './eligibility.js';
import { inLiteralList } from '../../db/literal-list.js';

const profileOf = preparedPerDatabase((db) =>
  db
    .select()
    .from(reviewerProfiles)
    .where(eq(reviewerProfiles.userId, sql.placeholder('user')))
    .prepare('reviewer_profile'),
);

const missingProfile = () =>
  new AppError(
    'forbidden',
    'Your reviewer profile is missing. Contact support to finish setting it up.',
  );

export async function reviewerProfile(db: Database, userId: string): Promise<ReviewerProfile> {
  const [profile] = await profileOf(db).execute({ user: userId });
  if (!profile) throw missingProfile();
  return profile;
}

export const RELEASE_ACTION = 'order.release';

/** A reviewer: an id, a placeholder for one, or the reviewer column of an outer row. */
type ReviewerRef = string | Placeholder | AnyPgColumn;

const releasesSince = (db: Database, reviewerId: ReviewerRef, weekAgo: Date | Placeholder) =>
  db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, reviewerId), releasedInWindow(weekAgo)));

/**
 * Orders the reviewer took since `weekAgo`, releases included, as one value in SQL: the orders
 * assigned to them since, and those they gave back since (each their own index range).
 */
export function takenSinceBy(db: Database, reviewer: ReviewerRef, weekAgo: Date | Placeholder) {
  const held = db
    .select({ n: count() })
    .from(submissions)
    .where(
      and(eq(submissions.reviewerId, reviewer), inCapacityWindow(submissions.assignedAt, weekAgo)),
    );
  return sql<number>`(${held}) + (${releasesSince(db, reviewer, weekAgo)})`.mapWith(Number);
}

/** The reviewer's orders assigned or in review now, as one value in SQL (an index range). */
export function underReviewBy(db: Database, reviewer: ReviewerRef) {
  const active = db
    .select({ n: count() })
    .from(submissions)
    .where(
      and(
        eq(submissions.reviewerId, reviewer),
        inLiteralList(submissions.status, reviewingStatuses),
      ),
    );
  return sql<number>`(${active})`.mapWith(Number);
}

// Both counts in one statement, prepared once: accepting an order reads them every time.
const takenCount = preparedPerDatabase((db) => {
  const reviewer = sql.placeholder('reviewer');
  return db
    .select({ n: takenSinceBy(db, reviewer, sql.placeholder('weekAgo')) })
    .from(reviewerProfiles)
    .where(eq(reviewerProfiles.userId, reviewer))
    .prepare('reviewer_taken_this_week');
});

/**
 * Orders the reviewer took within the capacity window. A release keeps counting: otherwise a
 * reviewer could accept, read the statement and intake, release and repeat without limit.
 * Counted for reviewers (a profile), the only people who take orders.
 */
export async function takenThisWeek(db: Database, reviewerId: string, now: Date): Promise<number> {
  const weekAgo = capacityWindowStart(now);
  const [row] = await takenCount(db).execute({ reviewer: reviewerId, weekAgo });
  return row?.n ?? 0;
}

export async function releasesThisWeek(db: Database, reviewerId: string, now: Date) {
  const weekAgo = capacityWindowStart(now);
  const [row] = await releasesSince(db, reviewerId, weekAgo);
  return row?.n ?? 0;
}

/** The window's end as its reads bound it: a day past now (CAPACITY_WINDOW_MS is 7 days). */
const WINDOW_BOUND_DAYS = CAPACITY_WINDOW_MS / (24 * 60 * 60 * 1000) + 1;

/**
 * A time in the capacity window that began at `weekAgo`. No order is taken after now, and a
 * bound a day past it makes the window a range, which a prepared statement's plan for any value
 * takes for a small part of the table: with `>=` alone, a third of it, and PostgreSQL then
 * planned each statement that reads the window again on every execution.
 */
export const inCapacityWindow = (column: AnyPgColumn, weekAgo: Date | Placeholder) =>
  and(
    gte(column, weekAgo),
    lt(column, sql`${weekAgo}::timestamptz + ${sql.raw(`interval '${WINDOW_BOUND_DAYS} days'`)}`),
  );

/**
 * Releases recorded in the capacity window that began at `weekAgo`: the audit log is where
 * admins see them too. The action is written into the statement, so a prepared statement's plan
 * can use the index of releases (partial on that action).
 */
export const releasedInWindow = (weekAgo: Date | Placeholder) =>
  and(
    inLiteralList(auditLog.action, [RELEASE_ACTION]),
    inCapacityWindow(auditLog.createdAt, weekAgo),
  );

/** Soonest deadline first, then id: so a page neither repeats nor skips an order. */
const deadline = queueDeadline(submissions.etaAt);

/**
 * A page of the queue as the reviewer (`user`) may see it, prepared once for the first page and
 * once for pages after a cursor: their profile's row, with the open orders that suit it joined
 * to it (LATERAL), so a reviewer without a profile gets no row at all and one with an empty
 * queue gets one row without an order.
 */
const queuePage = preparedPages((db, page) => {
  const open = db
    .select({
      id: submissions.id,
      packageTier: submissions.packageTier,
      addOns: submissions.addOns,
      targetSchool: submissions.targetSchool,
      wordCount: submissions.wordCount,
      etaAt: submissions.etaAt,
      submittedAt: submissions.submittedAt,
      deadline: sql`${deadline}`.mapWith(submissions.etaAt).as('deadline'),
    })
    .from(submissions)
    .where(
      and(
        inLiteralList(submissions.status, ['queued']),
        isNull(submissions.reviewerId),
        orderSuitsWhere(reviewerProfiles),
        notPlacedByWhere(reviewerProfiles.userId),
        page.afterCursor
          ? afterPlaceholderPosition({ time: deadline, id: submissions.id }, 'soonest first')
          : undefined,
      ),
    )
    .orderBy(asc(deadline), asc(submissions.id))
    .limit(pageLimit(page))
    .as('open_orders');
  return db
    .select({
      // Whether the reviewer may take an order now, in the same statement (takeRefusal). The
      // count names the reviewer by parameter, not by the profile's column, so PostgreSQL counts
      // once per statement: correlated, it counted again for each order of the page.
      active: reviewerProfiles.active,
      weeklyCapacity: reviewerProfiles.weeklyCapacity,
      taken: takenSinceBy(db, sql.placeholder('user'), sql.placeholder('weekAgo')),
      order: {
        id: open.id,
        packageTier: open.packageTier,
        addOns: open.addOns,
        targetSchool: open.targetSchool,
        wordCount: open.wordCount,
        etaAt: open.etaAt,
        submittedAt: open.submittedAt,
        deadline: open.deadline,
      },
    })
    .from(reviewerProfiles)
    .leftJoinLateral(open, sql`true`)
    .where(eq(reviewerProfiles.userId, sql.placeholder('user')))
    .orderBy(asc(open.deadline), asc(open.id))
    .prepare(pageName('reviewer_queue', page));
});

/**
 * The open queue as this reviewer may see it, a page at a time: metadata only, filtered by
 * their preferences in SQL (the partial queue index finds the open orders), with why they may
 * take none of it now, if so.
 */
export async function queueFor(
  ctx: ActorContext,
  page: { cursor?: string; limit: number },
): Promise<QueuePage> {
  const rows = await queuePage(ctx.db, page).execute({
    user: ctx.actor.id,
    weekAgo: capacityWindowStart(ctx.clock()),
    ...placeholderPosition(page.cursor),
  });
  const [profile] = rows;
  if (!profile) throw missingProfile();
  const orders = rows.flatMap((row) => (row.order ? [row.order] : []));
  const { items, nextCursor } = toPage(orders, page.limit, (row) => ({
    createdAt: row.deadline,
    id: row.id,
  }));
  return {
    items: items.map((row) => ({
      id: row.id,
      packageTier: row.packageTier,
      targetSchool: row.targetSchool,
      wordCount: row.wordCount,
      rush: row.addOns.includes('rush'),
      t14: row.addOns.includes('t14_reviewer'),
      payoutCents: payoutCents(row.packageTier),
      etaAt: row.etaAt?.toISOString() ?? null,
      submittedAt: row.submittedAt?.toISOString() ?? null,
    })),
    nextCursor,
    takeRefusal: takeRefusal(profile, profile.taken),
  };
}

export async function getAvailability(ctx: ActorContext): Promise<Availability> {
  const profile = await reviewerProfile(ctx.db, ctx.actor.id);
  return {
    weeklyCapacity: profile.weeklyCapacity as Availability['weeklyCapacity'],
    acceptRush: profile.acceptRush,
    premiumOnly: profile.premiumOnly,
  };
}

export async function setAvailability(ctx: ActorContext, input: Availability) {
  await reviewerProfile(ctx.db, ctx.actor.id);
  await ctx.db
    .update(reviewerProfiles)
    .set({ ...input, updatedAt: ctx.clock() })
    .where(eq(reviewerProfiles.userId, ctx.actor.id));
  return getAvailability(ctx);
}
