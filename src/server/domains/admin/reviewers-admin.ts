import { count, eq } from 'drizzle-orm';
import { displayName } from '../../../shared/domain/names.js';
import { AppError } from '../../../shared/errors.js';
import type { AdminReviewer, ReviewerSummary } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { reviewerApplications, reviewerProfiles } from '../../db/schema/index.js';
import type { ActorContext, Deps } from '../../deps.js';
import { notifyUser } from '../notifications/notify.js';
import { spareCapacity } from '../reviewers/eligibility.js';
import { recordAudit } from './audit.js';
import { reviewerCandidates } from './eligible.js';
import { noLoad, reviewerLoads, reviewerRecords } from './reviewer-loads.js';

/** Every approved reviewer (or the one asked for) with capacity, load and record; alphabetical. */
async function reviewersAt(db: Database, now: Date, onlyId?: string): Promise<AdminReviewer[]> {
  const [candidates, loads, records] = await Promise.all([
    reviewerCandidates(db, onlyId),
    reviewerLoads(db, now),
    reviewerRecords(db),
  ]);
  return candidates
    .map(({ profile, user }) => {
      const load = loads.get(user.id) ?? noLoad;
      return {
        id: user.id,
        name: displayName(user),
        email: user.email,
        lawSchool: profile.lawSchool,
        t14: profile.t14,
        weeklyCapacity: profile.weeklyCapacity,
        takenThisWeek: load.takenThisWeek,
        activeLoad: load.activeLoad,
        avgRating: records.avgRating.get(user.id) ?? null,
        completed: records.completed.get(user.id) ?? 0,
        active: profile.active,
        acceptRush: profile.acceptRush,
        premiumOnly: profile.premiumOnly,
        adoptedPercent: records.adoptedPercent.get(user.id) ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** Manage Reviewers' list, as of now. */
export function listReviewers(ctx: Deps): Promise<AdminReviewer[]> {
  return reviewersAt(ctx.db, ctx.clock());
}

/** Reviewer Management's counts: active = active with a capacity above 0, split by spare room. */
export async function reviewerSummary(ctx: Deps): Promise<ReviewerSummary> {
  const { db } = ctx;
  // Counts only: the candidates and their loads, without the records and names the list shows.
  const [candidates, loads, [pending]] = await Promise.all([
    reviewerCandidates(db),
    reviewerLoads(db, ctx.clock()),
    db
      .select({ n: count() })
      .from(reviewerApplications)
      .where(eq(reviewerApplications.status, 'pending')),
  ]);
  const active = candidates
    .map((c) => c.profile)
    .filter((profile) => profile.active && profile.weeklyCapacity > 0);
  const available = active.filter(
    (profile) => spareCapacity(profile, (loads.get(profile.userId) ?? noLoad).takenThisWeek) > 0,
  ).length;
  return {
    active: active.length,
    availableNow: available,
    atCapacity: active.length - available,
    pendingApplications: pending?.n ?? 0,
  };
}

async function oneReviewer(db: Database, now: Date, id: string) {
  const [reviewer] = await reviewersAt(db, now, id);
  if (!reviewer) throw new AppError('not_found', 'This reviewer does not exist.');
  return reviewer;
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
