import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { revisionCycles, revisionEtaFrom } from '../../../shared/domain/turnaround.js';
import { roundMovedMessage } from '../../../shared/domain/round-decisions.js';
import { AppError } from '../../../shared/errors.js';
import type { revisionBody } from '../../../shared/schemas/reviews.js';
import { messages, reviewRatings, reviews, submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import { noticeDateTime } from '../notifications/email-dates.js';
import { findRecipient, notifyUser } from '../notifications/notify.js';
import { ownedStatement } from '../submissions/owned-statement.js';
import type { SubmissionRow } from '../submissions/submission-view.js';
import { handInDraft, listDrafts } from './drafts.js';
import { transitionSubmission } from '../submissions/transition.js';

/** Revision rounds still available: the package's cycles minus those already used. */
export function revisionsLeft(order: Pick<SubmissionRow, 'packageTier' | 'addOns' | 'round'>) {
  return Math.max(0, revisionCycles(order.packageTier, order.addOns) - (order.round - 1));
}

type RevisionInput = z.output<typeof revisionBody>;

async function ownDeliveredOrder(ctx: ActorContext, submissionId: string) {
  const [order] = await ctx.db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.applicantId, ctx.actor.id)));
  if (!order) throw new AppError('not_found', 'This order does not exist or is not yours.');
  return order;
}

/**
 * A decision is on the round the applicant's page showed (`shown`, when sent): refused once the
 * order has another round, requested or delivered since, which they have not seen.
 */
function assertRoundShown(order: { round: number }, shown: number | undefined) {
  if (shown === undefined || shown === order.round) return;
  throw new AppError('conflict', roundMovedMessage(order.round));
}

/** The applicant rates the latest delivered round once (1-5 stars, optional comment). */
export async function rateLatestRound(
  ctx: ActorContext,
  input: { id: string; round?: number; rating: number; comment?: string | null },
) {
  const order = await ownDeliveredOrder(ctx, input.id);
  assertRoundShown(order, input.round);
  const [review] = await ctx.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.submissionId, order.id), eq(reviews.round, order.round)));
  if (!review?.submittedAt)
    throw new AppError('conflict', 'There is no delivered review to rate yet.');
  const inserted = await ctx.db
    .insert(reviewRatings)
    .values({
      reviewId: review.id,
      rating: input.rating,
      comment: input.comment || null,
      createdAt: ctx.clock(),
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted.length) throw new AppError('conflict', 'You already rated this round.');
}

/** The applicant accepts the feedback: the order is complete. */
export async function acceptFeedback(ctx: ActorContext, input: { id: string; round?: number }) {
  const order = await ownDeliveredOrder(ctx, input.id);
  assertRoundShown(order, input.round);
  const done = await transitionSubmission(ctx.db, {
    submissionId: order.id,
    from: 'feedback_ready',
    to: 'completed',
    actorId: ctx.actor.id,
    at: ctx.clock(),
    // The round read above: one requested and delivered meanwhile is not accepted unseen.
    roundStill: order.round,
  });
  if (!done) throw new AppError('conflict', 'Only delivered feedback can be accepted.');
}

const REVISION_NEEDS_DELIVERY = 'A revision can be requested only for delivered feedback.';

/**
 * Back to the same reviewer for another round, with a new deadline, the applicant's note and
 * their revised draft, which the next round reviews (docs/product.md §6).
 */
export async function requestRevision(ctx: ActorContext, input: { id: string } & RevisionInput) {
  const { actor: applicant } = ctx;
  const { note } = input;
  const order = await ownDeliveredOrder(ctx, input.id);
  assertRoundShown(order, input.round);
  // Before the rounds left: an order not delivered yet is not one whose rounds ran out.
  if (order.status !== 'feedback_ready') {
    throw new AppError('conflict', REVISION_NEEDS_DELIVERY);
  }
  if (revisionsLeft(order) === 0) {
    throw new AppError(
      'conflict',
      'This order has no revision rounds left. You can accept the feedback.',
    );
  }
  const upload = input.documentUrl ? await ownedStatement(ctx, input.documentUrl) : null;
  const draftText = input.draftText ?? upload?.text ?? '';
  if (!draftText.trim()) {
    throw new AppError(
      'validation',
      'No text could be read from your revised draft. Paste it instead, or upload another file.',
    );
  }
  const drafts = await listDrafts(ctx.db, order);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const moved = await transitionSubmission(tx, {
      submissionId: order.id,
      from: 'feedback_ready',
      to: 'in_review',
      actorId: applicant.id,
      at: now,
      // Read before this transaction: a request from a tab that loaded the order before another
      // round was requested and delivered would number its round again.
      roundStill: order.round,
      set: {
        round: order.round + 1,
        roundStartedAt: now,
        etaAt: revisionEtaFrom(now, order.addOns),
        deliveredAt: null,
      },
      note: 'revision requested',
    });
    if (!moved) throw new AppError('conflict', REVISION_NEEDS_DELIVERY);
    await handInDraft(tx, {
      order,
      drafts,
      text: draftText,
      note,
      documentId: upload?.id ?? null,
      at: now,
    });
    await tx.insert(messages).values({
      submissionId: order.id,
      authorId: applicant.id,
      body: `Revision request: ${note}`,
      createdAt: now,
    });
    const number = orderNumber(order.id);
    await notifyUser(
      tx,
      await findRecipient(tx, order.reviewerId!),
      {
        email: {
          subject: `Revision requested on order #${number}`,
          heading: `The applicant asked for round ${order.round + 1}`,
          paragraphs: [
            `Their note: ${note}`,
            ...(moved.etaAt ? [`The new deadline is ${noticeDateTime(moved.etaAt)}.`] : []),
          ],
          action: {
            label: 'Open the workspace',
            url: `${ctx.config.publicUrl}/review/${order.id}`,
          },
        },
        inApp: { title: `Revision requested on order #${number}`, body: note },
      },
      now,
    );
  });
}
