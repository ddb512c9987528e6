import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { displayName } from '../../../shared/domain/names.js';
import { packageOf } from '../../../shared/domain/packages.js';
import { AppError } from '../../../shared/errors.js';
import { reviewerProfiles, reviews, submissions } from '../../db/schema/index.js';
import { withDb, type ActorContext } from '../../deps.js';
import { noticeDateTime } from '../notifications/email-dates.js';
import { findRecipient, notifyUser } from '../notifications/notify.js';
import { notifyAssigned } from '../reviewers/accept.js';
import { takenThisWeek } from '../reviewers/queue.js';
import { transitionSubmission } from '../submissions/transition.js';
import { recordAudit } from './audit.js';
import { assertReassignable, reviewerCandidates, whyIneligible } from './eligible.js';
import { getOrderDetail } from './order-detail.js';
import { newAssignmentEnding } from '../reviewers/assignment-notice.js';

/**
 * Gives an order to another eligible reviewer. A queued order becomes assigned; an assigned
 * or started one keeps its status (the event log notes the change) and the unsubmitted draft
 * of the current round goes with it. Both reviewers and the applicant are told.
 */
export async function reassignOrder(ctx: ActorContext, input: { id: string; reviewerId: string }) {
  const { actor: admin } = ctx;
  const { id: submissionId, reviewerId } = input;
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(submissions)
      .where(eq(submissions.id, submissionId))
      .for('update');
    if (!order) throw new AppError('not_found', 'This order does not exist.');
    assertReassignable(order.status);
    // Both reviewers' profiles, locked together in id order. The new reviewer's serialises with
    // their own accepts, so capacity holds; the order is the one the trigger keeping filling
    // takes locks in (migration 0034), so two opposite reassignments cannot deadlock.
    await tx
      .select({ id: reviewerProfiles.userId })
      .from(reviewerProfiles)
      .where(
        inArray(
          reviewerProfiles.userId,
          order.reviewerId ? [order.reviewerId, reviewerId] : [reviewerId],
        ),
      )
      .orderBy(asc(reviewerProfiles.userId))
      .for('update');
    const [candidate] = await reviewerCandidates(tx, { reviewerId });
    if (!candidate) throw new AppError('validation', 'Choose an approved reviewer.');
    const name = displayName(candidate.user);
    const reason = whyIneligible(
      {
        profile: candidate.profile,
        name,
        takenThisWeek: await takenThisWeek(tx, reviewerId, now),
      },
      order,
    );
    if (reason) throw new AppError('validation', reason);

    const previous = order.reviewerId ? await findRecipient(tx, order.reviewerId) : null;
    const status = order.status === 'queued' ? 'assigned' : order.status;
    const moved = await transitionSubmission(tx, {
      submissionId,
      from: order.status,
      to: status,
      actorId: admin.id,
      at: now,
      set: { reviewerId, assignedAt: now },
      reviewerStill: order.reviewerId,
      note: previous
        ? `reassigned by an admin from ${displayName(previous)} to ${name}`
        : `assigned by an admin to ${name}`,
    });
    if (!moved)
      throw new AppError('conflict', 'The order changed meanwhile. Reload and try again.');
    // The draft travels with the order; an annotation stays with the reviewer who uploaded it.
    await tx
      .update(reviews)
      .set({ reviewerId, annotatedDocumentId: null, updatedAt: now })
      .where(
        and(
          eq(reviews.submissionId, submissionId),
          eq(reviews.round, order.round),
          isNull(reviews.submittedAt),
        ),
      );

    const number = orderNumber(submissionId);
    const ending = newAssignmentEnding(ctx.config.publicUrl, { id: submissionId, status });
    await notifyUser(
      tx,
      candidate.user,
      {
        email: {
          subject: `You were assigned order #${number}`,
          heading: `Order #${number} is yours`,
          paragraphs: [
            `An admin assigned you order #${number} (${packageOf(order.packageTier).name} package).`,
            ...(order.etaAt ? [`It is due ${noticeDateTime(order.etaAt)}.`] : []),
            ...ending.paragraphs,
          ],
          action: ending.action,
        },
        inApp: {
          title: `Order #${number} assigned to you`,
          body: 'An admin assigned you this order.',
        },
      },
      now,
    );
    if (previous) {
      await notifyUser(
        tx,
        previous,
        {
          email: {
            subject: `Order #${number} was reassigned`,
            heading: `Order #${number} moved to another reviewer`,
            paragraphs: [
              `An admin reassigned order #${number} to another reviewer. You no longer need to work on it.`,
            ],
            // No link: the order is no longer theirs to open, and notices never lead to a dashboard.
          },
          inApp: {
            title: `Order #${number} reassigned`,
            body: 'An admin gave this order to another reviewer.',
          },
        },
        now,
      );
    }
    await notifyAssigned(withDb(ctx, tx), { submissionId, reviewer: candidate.user });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'order.reassign',
      targetType: 'submission',
      targetId: submissionId,
      details: { fromReviewerId: order.reviewerId, toReviewerId: reviewerId, status: moved.status },
      at: now,
    });
  });
  return getOrderDetail(ctx, submissionId);
}
