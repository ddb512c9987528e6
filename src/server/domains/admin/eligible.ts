import { and, count, eq, ilike, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AddOnId } from '../../../shared/domain/add-ons.js';
import { displayName } from '../../../shared/domain/names.js';
import { canReassign, NOT_REASSIGNABLE_MESSAGE } from '../../../shared/domain/order-lifecycle.js';
import type { PackageTier } from '../../../shared/domain/packages.js';
import { AppError } from '../../../shared/errors.js';
import type { EligibleReviewer } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { fetchLimit, fetchSizeFor } from '../../db/page-cursor.js';
import { inLiteralList } from '../../db/literal-list.js';
import { countWhere } from '../../db/sql-aggregates.js';
import {
  reviewerApplications,
  reviewerProfiles,
  reviewerRecords,
  users,
} from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import {
  capacityWindowStart,
  orderSuits,
  placedBy,
  spareCapacity,
  type ReviewerProfile,
} from '../reviewers/eligibility.js';
import { contactColumns } from '../auth/users.js';
import { findOrder } from './order-detail.js';
import { planOpaqueText, preparedPerDatabase, preparedPerShape } from '../../db/prepared-query.js';
import { recordColumns, takesOrdersWhere, weekIsFullWhere } from './reviewer-loads.js';
import { takenSinceBy, underReviewBy } from '../reviewers/queue.js';

interface Order {
  applicantId: string;
  packageTier: PackageTier;
  addOns: readonly AddOnId[];
  reviewerId: string | null;
}

/**
 * Why this reviewer may not take this order now, or null when they may: the queue's own rules
 * (active, spare weekly capacity, preferences: premium only, rush, T14).
 */
export function whyIneligible(
  candidate: { profile: CandidateProfile; name: string; takenThisWeek: number },
  order: Order,
): string | null {
  const { profile, name, takenThisWeek } = candidate;
  if (order.reviewerId === profile.userId) return `This order is already assigned to ${name}.`;
  if (placedBy(order, profile.userId)) return `${name} placed this order and cannot review it.`;
  if (!profile.active) return `${name} is deactivated and takes no new orders.`;
  if (profile.weeklyCapacity === 0) return `${name} is set to Unavailable this week.`;
  if (spareCapacity(profile, takenThisWeek) === 0) {
    return `${name} has no spare capacity this week (${takenThisWeek} of ${profile.weeklyCapacity} taken).`;
  }
  if (!orderSuits(profile, order)) {
    if (profile.premiumOnly && order.packageTier !== 'premium') {
      return `${name} takes premium orders only.`;
    }
    if (!profile.acceptRush && order.addOns.includes('rush')) {
      return `${name} does not take rush orders.`;
    }
    return `This order asked for a T14 reviewer and ${name} is not marked T14.`;
  }
  return null;
}

export function assertReassignable(status: string): void {
  if (!canReassign(status)) throw new AppError('conflict', NOT_REASSIGNABLE_MESSAGE);
}

/**
 * Manage Reviewers' alphabetical order: the name displayName shows (full name, else email),
 * lower-cased, computed in SQL so a page's cursor can start after it. Written with immutable
 * functions only (concat_ws is not), so users_reviewer_name_idx holds reviewers in this order.
 */
export const reviewerNameKey = sql<string>`lower(coalesce(nullif(btrim(
  coalesce(nullif(btrim(${users.firstName}), ''), '') || ' ' ||
  coalesce(nullif(btrim(${users.lastName}), ''), '')), ''), ${users.email}))`;

/** What the reviewer screens and eligibility read of a reviewer's profile: no bio. */
const profileColumns = {
  userId: reviewerProfiles.userId,
  lawSchool: reviewerProfiles.lawSchool,
  t14: reviewerProfiles.t14,
  weeklyCapacity: reviewerProfiles.weeklyCapacity,
  acceptRush: reviewerProfiles.acceptRush,
  premiumOnly: reviewerProfiles.premiumOnly,
  active: reviewerProfiles.active,
};
export type CandidateProfile = Pick<ReviewerProfile, keyof typeof profileColumns>;

/**
 * ... and of the reviewer: no credentials. `profile` is the table or a subquery of its columns,
 * whose fields are read one by one (a subquery itself would be selected as one value).
 */
const candidateColumnsOf = <Profile extends Record<keyof typeof profileColumns, unknown>>(
  profile: Profile,
) => ({
  profile: Object.fromEntries(
    Object.keys(profileColumns).map((key) => [key, profile[key as keyof typeof profileColumns]]),
  ) as { [Key in keyof typeof profileColumns]: Profile[Key] },
  user: contactColumns,
  nameKey: reviewerNameKey,
});

/**
 * An approved reviewer: role reviewer, with a profile (the queries join it). The role is a
 * literal, so prepared statements can use the reviewers' name index.
 */
const approvedReviewer = inLiteralList(users.role, ['reviewer']);

/**
 * Each user's profile, joined to the user's row (LATERAL): for reviewers read in name order.
 * As a plain join the planner expects almost no user to have a profile, so it sorted every
 * reviewer; this way it walks users_reviewer_name_idx and stops at the page's end. A user has
 * one profile at most (its key); the LIMIT keeps PostgreSQL from turning this back into a join.
 */
function profileOfEachUser(db: Database) {
  return db
    .select(profileColumns)
    .from(reviewerProfiles)
    .where(eq(reviewerProfiles.userId, users.id))
    .limit(1)
    .as('profile');
}

/**
 * Approved reviewers in alphabetical order, where a condition on reviewerNameKey and the id
 * holds (a page's cursor, or one reviewer) if one is given, with what Manage Reviewers shows of
 * each in the same statement: their load (orders taken since `weekAgo`, orders under review now)
 * and record. The limit is the caller's; each reviewer's load is read for the rows returned only.
 */
export function reviewersByName(db: Database, weekAgo: Date | Placeholder, where?: SQL) {
  const profile = profileOfEachUser(db);
  return db
    .select({
      ...candidateColumnsOf(profile),
      takenThisWeek: takenSinceBy(db, users.id, weekAgo),
      activeLoad: underReviewBy(db, users.id),
      record: recordColumns,
    })
    .from(users)
    .innerJoinLateral(profile, sql`true`)
    .leftJoin(reviewerRecords, eq(reviewerRecords.reviewerId, users.id))
    .where(and(approvedReviewer, where))
    .orderBy(reviewerNameKey, users.id);
}

/**
 * Approved reviewers (role reviewer with a profile): one of them (`reviewerId`), or those
 * after a condition (a page's cursor); ordering and limits are the caller's.
 */
export function reviewerCandidates(db: Database, which: { reviewerId?: string; after?: SQL } = {}) {
  return db
    .select(candidateColumnsOf(profileColumns))
    .from(reviewerProfiles)
    .innerJoin(users, eq(users.id, reviewerProfiles.userId))
    .where(
      and(
        approvedReviewer,
        which.reviewerId ? eq(reviewerProfiles.userId, which.reviewerId) : undefined,
        which.after,
      ),
    );
}

/**
 * approvedReviewerNames' statement, prepared once per database for each filter it takes and
 * each fetch size (written into the statement, as a page's is: see fetchLimit).
 */
const reviewerNames = preparedPerShape(
  (db, shape: { by: 'id' | 'text' | 'none'; fetch: string }) => {
    const profile = profileOfEachUser(db);
    return db
      .select(contactColumns)
      .from(users)
      .innerJoinLateral(profile, sql`true`)
      .where(
        and(
          approvedReviewer,
          shape.by === 'id' ? eq(users.id, sql.placeholder('id')) : undefined,
          shape.by === 'text'
            ? or(
                ilike(reviewerNameKey, planOpaqueText('pattern')),
                ilike(users.email, planOpaqueText('pattern')),
              )
            : undefined,
        ),
      )
      .orderBy(reviewerNameKey, users.id)
      .limit(fetchLimit(Number(shape.fetch)))
      .prepare(`approved_reviewer_names_by_${shape.by}_${shape.fetch}`);
  },
);

/**
 * Approved reviewers' ids and name parts, alphabetical, at most `limit`: one of them (`id`), or
 * those whose name as shown or email holds `q` (any case). Only what a name needs.
 */
export async function approvedReviewerNames(
  db: Database,
  which: { id?: string; q?: string; limit: number },
) {
  const by = which.id ? 'id' : which.q ? 'text' : 'none';
  const rows = await reviewerNames(db, { by, fetch: String(fetchSizeFor(which.limit)) }).execute({
    id: which.id,
    pattern: which.q ? containsPattern(which.q) : undefined,
  });
  return rows.slice(0, which.limit);
}

/**
 * The reviewer summary's counts: reviewers who take orders (active, with a weekly capacity), how
 * many of them have room left (their week not full by `filling_take_at` and `weekAgo`, a
 * placeholder), and the applications waiting for a decision. Counted in SQL, one row of one
 * statement, prepared once per database. A profile is made only when a user becomes a reviewer
 * and no one stops being one, so the profiles are counted alone, from their partial index
 * (`reviewer_profiles_taking_orders_idx`): joined to their users and read row by row, the count
 * grew with the reviewers twice as fast (decision 011).
 */
export const reviewerSummaryCounts = preparedPerDatabase((db) => {
  const pending = db
    .select({ n: count() })
    .from(reviewerApplications)
    .where(eq(reviewerApplications.status, 'pending'));
  const full = weekIsFullWhere(reviewerProfiles, sql.placeholder('weekAgo'));
  return db
    .select({
      active: count(),
      pendingApplications: sql<number>`(${pending})`.mapWith(Number),
      available: countWhere(not(full)),
    })
    .from(reviewerProfiles)
    .where(takesOrdersWhere(reviewerProfiles))
    .prepare('reviewer_summary_counts');
});

/**
 * Who could take this order now, best first: most spare capacity, then the lightest load, then
 * by name. Every approved reviewer is read with their load in one statement, as Manage Reviewers
 * reads them; auto-assignment gives the order to the first.
 */
export async function rankedEligibleReviewers(
  db: Database,
  order: Order,
  now: Date,
): Promise<EligibleReviewer[]> {
  return (await reviewersByName(db, capacityWindowStart(now)))
    .map(({ profile, user, takenThisWeek, activeLoad }) => ({
      profile,
      name: displayName(user),
      takenThisWeek,
      activeLoad,
    }))
    .filter((candidate) => whyIneligible(candidate, order) === null)
    .map((c) => ({
      id: c.profile.userId,
      name: c.name,
      spareCapacity: spareCapacity(c.profile, c.takenThisWeek),
      t14: c.profile.t14,
      activeLoad: c.activeLoad,
    }))
    .sort(
      (a, b) =>
        b.spareCapacity - a.spareCapacity ||
        a.activeLoad - b.activeLoad ||
        a.name.localeCompare(b.name),
    );
}

/** Who could take this order now, for an admin reassigning it (see rankedEligibleReviewers). */
export async function eligibleReviewers(ctx: Deps, orderId: string): Promise<EligibleReviewer[]> {
  const order = await findOrder(ctx.db, orderId);
  assertReassignable(order.status);
  return rankedEligibleReviewers(ctx.db, order, ctx.clock());
}
