import { and, eq, isNull } from 'drizzle-orm';
import { anchorProblem, anchorProblemMessages } from '../../../shared/domain/anchors.js';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { isReviewing } from '../../../shared/domain/order-lifecycle.js';
import { AppError } from '../../../shared/errors.js';
import type { reviewDraftBody } from '../../../shared/schemas/reviews.js';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { documents, reviewComments, reviews, submissions, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/sessions.js';
import { notifyUser } from '../notifications/notify.js';
import type { SubmissionRow } from '../submissions/submission-view.js';
import { findParticipantOrder } from '../submissions/participant.js';
import { transitionSubmission } from '../submissions/transition.js';

type RoundInput = z.output<typeof reviewDraftBody>;

/** The reviewer's own assignment, or 404 (the same as for someone else's). */
export async function ownAssignment(db: Database, reviewer: SessionUser, submissionId: string) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.reviewerId, reviewer.id)));
  if (!row) throw new AppError('not_found', 'This order does not exist or is not assigned to you.');
  return row;
}

/** Opening or first saving the workspace starts the review: assigned -> in_review. */
export async function startIfAssigned(
  db: Database,
  order: SubmissionRow,
  actorId: string,
  now: Date,
) {
  if (order.status !== 'assigned') return;
  await transitionSubmission(db, {
    submissionId: order.id,
    from: 'assigned',
    to: 'in_review',
    actorId,
    at: now,
  });
}

async function annotatedDocumentId(
  db: Database,
  reviewer: SessionUser,
  path: string | null | undefined,
) {
  if (!path) return null;
  const id = path.split('/').pop()!;
  const [doc] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.ownerId, reviewer.id)));
  if (!doc)
    throw new AppError('validation', 'The annotated document was not found. Upload it again.');
  return doc.id;
}

/**
 * Stores the current round's work (draft or final) for the assigned reviewer. A submitted
 * round is final: saving or submitting it again is refused.
 */
export async function writeRound(
  deps: Deps,
  reviewer: SessionUser,
  input: RoundInput,
  final: boolean,
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const order = await ownAssignment(tx, reviewer, input.submissionId);
    if (!isReviewing(order.status)) {
      throw new AppError(
        'conflict',
        'This round was already delivered; there is nothing left to save.',
      );
    }
    if (input.anchoredComments?.length) {
      const { statementText } = await findParticipantOrder(tx, reviewer, order.id);
      const problem = anchorProblem(statementText, input.anchoredComments);
      if (problem) throw new AppError('validation', anchorProblemMessages[problem]);
    }
    await startIfAssigned(tx, order, reviewer.id, now);
    const values = {
      summaryMemo: input.summaryMemo,
      rubricScores: input.rubricScores,
      inlineComments: input.inlineComments || null,
      annotatedDocumentId: await annotatedDocumentId(tx, reviewer, input.annotatedDocumentUrl),
      updatedAt: now,
      submittedAt: final ? now : null,
    };
    const [review] = await tx
      .insert(reviews)
      .values({
        ...values,
        submissionId: order.id,
        reviewerId: reviewer.id,
        round: order.round,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [reviews.submissionId, reviews.round],
        set: values,
        setWhere: isNull(reviews.submittedAt),
      })
      .returning();
    if (!review) throw new AppError('conflict', 'This round was already submitted.');
    if (input.anchoredComments) {
      await tx.delete(reviewComments).where(eq(reviewComments.reviewId, review.id));
      if (input.anchoredComments.length) {
        await tx
          .insert(reviewComments)
          .values(
            input.anchoredComments.map((c) => ({ ...c, reviewId: review.id, createdAt: now })),
          );
      }
    }
    if (final) {
      const delivered = await transitionSubmission(tx, {
        submissionId: order.id,
        from: 'in_review',
        to: 'feedback_ready',
        actorId: reviewer.id,
        at: now,
        set: { deliveredAt: now },
      });
      if (!delivered) throw new AppError('conflict', 'This round was already delivered.');
      const [applicant] = await tx.select().from(users).where(eq(users.id, order.applicantId));
      const number = orderNumber(order.id);
      await notifyUser(
        tx,
        applicant!,
        {
          email: {
            subject: `Your feedback is ready for order #${number}`,
            heading: 'Your statement review is ready',
            paragraphs: [
              `Your reviewer delivered round ${order.round}: a summary memo, rubric scores and comments on your statement.`,
            ],
            action: {
              label: 'Read your feedback',
              url: `${deps.config.publicUrl}/results/${order.id}`,
            },
          },
          inApp: {
            title: `Feedback ready for order #${number}`,
            body: `Round ${order.round} is ready to read.`,
          },
        },
        now,
      );
    }
    return review;
  });
}
