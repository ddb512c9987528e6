import { eq, sql } from 'drizzle-orm';
import { displayName } from '../../../shared/domain/names.js';
import { AppError } from '../../../shared/errors.js';
import type {
  AdminReviewer,
  AdminReviewerPage,
  ReviewerNameList,
  ReviewerNamesQuery,
  ReviewerSummary,
} from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import {
  afterNamePlaceholderPosition,
  namePlaceholderPosition,
  toNamePage,
} from '../../db/page-cursor.js';
import { pageLimit, pageName, preparedPages } from '../../db/prepared-query.js';
import { reviewerProfiles, users } from '../../db/schema/index.js';
import type { ActorContext, Deps } from '../../deps.js';
import { notifyUser } from '../notifications/notify.js';
import { recordAudit } from './audit.js';
import {
  approvedReviewerNames,
  reviewersByName,
  reviewerNameKey,
  reviewerSummaryCounts,
} from './eligible.js';
import { capacityWindowStart } from '../reviewers/eligibility.js';
import { recordFigures } from './reviewer-loads.js';

type ReviewerRow = Awaited<ReturnType<ReturnType<typeof reviewersByName>['execute']>>[number];

/** An approved reviewer as Manage Reviewers shows them: with capacity, load and record. */
function toAdminReviewer({ profile, user, takenThisWeek, activeLoad, record }: ReviewerRow) {
  return {
    id: user.id,
    name: displayName(user),
    email: user.email,
    lawSchool: profile.lawSchool,
    t14: profile.t14,
    weeklyCapacity: profile.weeklyCapacity,
    takenThisWeek,
    activeLoad,
    ...recordFigures(record),
    active: profile.active,
    acceptRush: profile.acceptRush,
    premiumOnly: profile.premiumOnly,
  } satisfies AdminReviewer;
}

const candidatesPage = preparedPages((db, page) =>
  reviewersByName(
    db,
    sql.placeholder('weekAgo'),
    page.afterCursor
      ? afterNamePlaceholderPosition({ key: reviewerNameKey, id: users.id })
      : undefined,
  )
    .limit(pageLimit(page))
    .prepare(pageName('reviewers_page', page)),
);

/**
 * Manage Reviewers' list as of now, a page at a time in alphabetical order, each reviewer with
 * their load and record: one statement.
 */
export async function listReviewers(
  ctx: Deps,
  query: { cursor?: string; limit: number },
): Promise<AdminReviewerPage> {
  const rows = await candidatesPage(ctx.db, query).execute({
    ...namePlaceholderPosition(query.cursor),
    weekAgo: capacityWindowStart(ctx.clock()),
  });
  const page = toNamePage(rows, query.limit, (row) => ({ key: row.nameKey, id: row.user.id }));
  return { ...page, items: page.items.map(toAdminReviewer) };
}

/**
 * The orders list's reviewer filter: approved reviewers' names, alphabetical, at most `limit`
 * (without loads or records). With `id`, that reviewer alone (none when not an approved
 * reviewer), whatever `q` says; with `q`, those whose name or email holds it; else the first.
 */
export async function listReviewerNames(
  ctx: Deps,
  query: ReviewerNamesQuery,
): Promise<ReviewerNameList> {
  const rows = await approvedReviewerNames(
    ctx.db,
    query.id ? { id: query.id, limit: 1 } : { q: query.q, limit: query.limit },
  );
  return rows.map((user) => ({ id: user.id, name: displayName(user) }));
}

/** Reviewer Management's counts: active = active with a capacity above 0, split by spare room. */
export async function reviewerSummary(ctx: Deps): Promise<ReviewerSummary> {
  const [counts] = await reviewerSummaryCounts(ctx.db).execute({
    weekAgo: capacityWindowStart(ctx.clock()),
  });
  if (!counts) throw new Error('Aggregates without grouping always answer one row.');
  return {
    active: counts.active,
    availableNow: counts.available,
    atCapacity: counts.active - counts.available,
    pendingApplications: counts.pendingApplications,
  };
}

async function oneReviewer(db: Database, now: Date, id: string) {
  const [row] = await reviewersByName(db, capacityWindowStart(now), eq(users.id, id));
  if (!row) throw new AppError('not_found', 'This reviewer does not exist.');
  return toAdminReviewer(row);
}

/** Changes one profile field set and audits it, in one transaction. */
async function updateProfile(
  ctx: ActorContext,
  id: string,
  change: { weeklyCapacity: number } | { active: boolean },
  after?: (tx: Database, before: AdminReviewer) => Promise<void>,
) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    // Locked before reading what it was: of two admins pausing one reviewer at once, the
    // second sees the first's change (one notice, and an audit entry that says what it changed).
    await tx
      .select({ id: reviewerProfiles.userId })
      .from(reviewerProfiles)
      .where(eq(reviewerProfiles.userId, id))
      .for('update');
    const before = await oneReviewer(tx, now, id);
    await tx
      .update(reviewerProfiles)
      .set({ ...change, updatedAt: now })
      .where(eq(reviewerProfiles.userId, id));
    const action =
      'weeklyCapacity' in change
        ? 'reviewer.capacity'
        : change.active
          ? 'reviewer.activate'
          : 'reviewer.deactivate';
    const from =
      'weeklyCapacity' in change
        ? { weeklyCapacity: before.weeklyCapacity }
        : { active: before.active };
    await recordAudit(tx, {
      actorId: ctx.actor.id,
      action,
      targetType: 'reviewer',
      targetId: id,
      details: { from, to: change },
      at: now,
    });
    await after?.(tx, before);
  });
  return oneReviewer(ctx.db, now, id);
}

export function setReviewerCapacity(
  ctx: ActorContext,
  input: { id: string; weeklyCapacity: number },
) {
  return updateProfile(ctx, input.id, { weeklyCapacity: input.weeklyCapacity });
}

/** A deactivated reviewer keeps their current orders but gets no new ones; they are told. */
export function setReviewerActive(ctx: ActorContext, input: { id: string; active: boolean }) {
  const { id, active } = input;
  return updateProfile(ctx, id, { active }, async (tx, before) => {
    if (before.active === active) return;
    await notifyUser(
      tx,
      { id, email: before.email },
      {
        email: {
          subject: active ? 'You can take new orders again' : 'Your reviewer account is paused',
          heading: active ? 'Your reviewer account is active' : 'Your reviewer account is paused',
          paragraphs: [
            active
              ? 'An admin reactivated your reviewer account: you can accept orders from the queue again.'
              : 'An admin paused your reviewer account: you will get no new orders. Finish the ones you already have; contact support with any questions.',
          ],
          action: { label: 'Open your dashboard', url: `${ctx.config.publicUrl}/dashboard` },
        },
        inApp: {
          title: active ? 'Reviewer account active' : 'Reviewer account paused',
          body: active ? 'You can accept new orders again.' : 'You will get no new orders.',
        },
      },
      ctx.clock(),
    );
  });
}
