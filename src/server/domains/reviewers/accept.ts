import { eq, sql } from 'drizzle-orm';
import { orderNumber, orderPagePath } from '../../../shared/domain/order-number.js';
import { fullName, type Named } from '../../../shared/domain/names.js';
import { AppError } from '../../../shared/errors.js';
import { reviewerProfiles } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { withDb, type ActorContext, type Deps } from '../../deps.js';
import { recordAudit } from '../admin/audit.js';
import { notifyAdmins } from '../notifications/notify-admins.js';
import { notifyUser, type Recipient } from '../notifications/notify.js';
import { transitionSubmission } from '../submissions/transition.js';
import { findOrderWithApplicant, lockOrderWithApplicant } from '../submissions/with-applicant.js';
import { orderSuits, placedBy, spareCapacity, takeRefusal } from './eligibility.js';
import { RELEASE_ACTION, releasesThisWeek, takenThisWeek } from './queue.js';

export const ORDER_TAKEN =
  'Another reviewer accepted this order first. Pick another from the queue.';

/** A reviewer's profile, locked for a take, prepared once. */
const lockedProfile = preparedPerDatabase((db) =>
  db
    .select()
    .from(reviewerProfiles)
    .where(eq(reviewerProfiles.userId, sql.placeholder('reviewer')))
    .for('update')
    .prepare('reviewer_profile_lock'),
);

/**
 * Tells the applicant who is reviewing their statement. `applicant` is the order's, when the
 * caller read it already; otherwise it is read here.
 */
export async function notifyAssigned(
  ctx: Deps,
  input: { submissionId: string; reviewer: Named; applicant?: Recipient },
) {
  const { submissionId, reviewer } = input;
  const applicant = input.applicant ?? (await findOrderWithApplicant(ctx.db, submissionId))!.user;
  const name = fullName(reviewer) ?? 'An attorney reviewer';
  const number = orderNumber(submissionId);
  await notifyUser(
    ctx.db,
    applicant,
    {
      email: {
        subject: `A reviewer was assigned to order #${number}`,
        heading: 'Your reviewer is assigned',
        paragraphs: [
          `${name} will review your personal statement. You can message them from the order page.`,
        ],
        action: {
          label: 'Follow your order',
          url: `${ctx.config.publicUrl}${orderPagePath('applicant', submissionId)}`,
        },
      },
      inApp: {
        title: `Reviewer assigned to order #${number}`,
        body: `${name} is reviewing your statement.`,
      },
    },
    ctx.clock(),
  );
}

/**
 * Locks the reviewer's profile and reads their spare capacity this week under that lock: every
 * take (an accept, auto-assignment) goes through it, so takes of one reviewer run one after
 * another and none overruns the week. Null when the user has no reviewer profile.
 */
export async function lockReviewerRoom(db: Database, reviewerId: string, now: Date) {
  const [profile] = await lockedProfile(db).execute({ reviewer: reviewerId });
  if (!profile) return null;
  const taken = await takenThisWeek(db, reviewerId, now);
  return { profile, spare: spareCapacity(profile, taken), refusal: takeRefusal(profile, taken) };
}

/**
 * First come, first served: a queued, unassigned order moves to `assigned` for the caller in
 * one conditional update, so exactly one of many simultaneous accepts wins.
 */
export async function acceptSubmission(ctx: ActorContext, submissionId: string) {
  const { actor: reviewer } = ctx;
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    // The order before the reviewer's profile, as reassigning and auto-assignment lock them:
    // the other way round, an accept and a reassignment to the same reviewer deadlocked.
    const row = await lockOrderWithApplicant(tx, submissionId);
    const order = row?.submission;
    // A second click on Accept: the order is already theirs.
    if (order?.reviewerId === reviewer.id && order.status === 'assigned') return;
    const room = await lockReviewerRoom(tx, reviewer.id, now);
    if (!room) throw new AppError('forbidden', 'Only approved reviewers can accept orders.');
    const { profile } = room;
    if (room.refusal) throw new AppError('conflict', room.refusal);
    if (!order || order.status !== 'queued' || order.reviewerId) {
      if (order?.status === 'queued' || order?.reviewerId)
        throw new AppError('conflict', ORDER_TAKEN);
      throw new AppError('not_found', 'This order is not in the queue.');
    }
    if (placedBy(order, reviewer.id)) {
      throw new AppError('conflict', 'You placed this order, so another reviewer will review it.');
    }
    if (!orderSuits(profile, order)) {
      throw new AppError('conflict', 'This order does not match your reviewer preferences.');
    }
    const moved = await transitionSubmission(tx, {
      submissionId,
      from: 'queued',
      to: 'assigned',
      actorId: reviewer.id,
      at: now,
      set: { reviewerId: reviewer.id, assignedAt: now },
      reviewerStill: null,
    });
    if (!moved) throw new AppError('conflict', ORDER_TAKEN);
    await notifyAssigned(withDb(ctx, tx), { submissionId, reviewer, applicant: row.user });
  });
}

/** Before starting, the reviewer hands the order back to the queue with a reason; admins are told. */
export async function releaseSubmission(
  ctx: ActorContext,
  { submissionId, reason }: { submissionId: string; reason: string },
) {
  const { actor: reviewer } = ctx;
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const moved = await transitionSubmission(tx, {
      submissionId,
      from: 'assigned',
      to: 'queued',
      actorId: reviewer.id,
      at: now,
      set: { reviewerId: null, assignedAt: null },
      reviewerStill: reviewer.id,
      note: `released: ${reason}`,
    });
    if (!moved) {
      throw new AppError(
        'conflict',
        'Only an order assigned to you and not yet started can be released.',
      );
    }
    await recordAudit(tx, {
      actorId: reviewer.id,
      action: RELEASE_ACTION,
      targetType: 'submission',
      targetId: submissionId,
      details: { reason, releasesThisWeek: (await releasesThisWeek(tx, reviewer.id, now)) + 1 },
      at: now,
    });
    await notifyAdmins(withDb(ctx, tx), {
      email: {
        subject: `Order #${orderNumber(submissionId)} was released to the queue`,
        heading: 'A reviewer released an order',
        paragraphs: [
          `${reviewer.email} released order #${orderNumber(submissionId)}.`,
          `Reason: ${reason}`,
        ],
        action: {
          label: 'Open the order',
          url: `${ctx.config.publicUrl}${orderPagePath('admin', submissionId)}`,
        },
      },
      inApp: { title: `Order #${orderNumber(submissionId)} released`, body: reason },
    });
  });
}
