import { and, eq, isNotNull, isNull, sql, type Placeholder } from 'drizzle-orm';
import { anchorProblem, anchorProblemMessages } from '../../../shared/domain/anchors.js';
import { orderNumber, resultsPagePath } from '../../../shared/domain/order-number.js';
import { isReviewing } from '../../../shared/domain/order-lifecycle.js';
import { AppError } from '../../../shared/errors.js';
import type { reviewDraftBody } from '../../../shared/schemas/reviews.js';
import type { z } from 'zod';
import { documents, reviewComments, reviews, submissions } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase, preparedPerShape } from '../../db/prepared-query.js';
import { withDb, type ActorContext } from '../../deps.js';
import { peopleByIds } from '../auth/users.js';
import { notifyUser } from '../notifications/notify.js';
import { transitionSubmission } from '../submissions/transition.js';
import { draftOfRound, listDrafts, markFollowUps } from './drafts.js';
import type { SubmissionRow } from '../submissions/submission-view.js';
import { editorVerdict, ROUND_CHANGED_ELSEWHERE, type RoundEditor } from './round-editors.js';

type RoundInput = z.output<typeof reviewDraftBody>;

const placeholder = sql.placeholder;

export const NOT_ASSIGNED = 'This order does not exist or is not assigned to you.';

/** The order when it is assigned to the calling reviewer, as a WHERE clause. */
export function assignedTo(reviewerId: string | Placeholder, submissionId: string | Placeholder) {
  return and(eq(submissions.id, submissionId), eq(submissions.reviewerId, reviewerId));
}

const selectAssignment = (db: Database) =>
  db
    .select()
    .from(submissions)
    .where(assignedTo(sql.placeholder('reviewer'), sql.placeholder('id')));

const assignment = preparedPerDatabase((db) => selectAssignment(db).prepare('own_assignment'));

/**
 * The same, locked: a round is written only while the order stays the caller's. Unlocked, an
 * admin's reassignment could commit between this read and the delivery, and the old reviewer's
 * round was delivered on an order that was no longer theirs.
 */
const lockedAssignment = preparedPerDatabase((db) =>
  selectAssignment(db).for('update').prepare('own_assignment_locked'),
);

/** The reviewer's own assignment, or 404 (the same as for someone else's). */
async function ownAssignment(ctx: ActorContext, submissionId: string, lock = false) {
  const query = (lock ? lockedAssignment : assignment)(ctx.db);
  const [row] = await query.execute({ reviewer: ctx.actor.id, id: submissionId });
  if (!row) throw new AppError('not_found', NOT_ASSIGNED);
  return row;
}

/**
 * Opening or first saving the workspace starts the review: assigned -> in_review, only while
 * the order is still the caller's. Null when it moved nothing.
 */
function startMove(ctx: ActorContext, submissionId: string, at: Date) {
  return transitionSubmission(ctx.db, {
    submissionId,
    from: 'assigned',
    to: 'in_review',
    actorId: ctx.actor.id,
    at,
    reviewerStill: ctx.actor.id,
  });
}

/**
 * POST /api/reviews/workspace/{id}/start: the reviewer opened their assignment. The move itself
 * checks that the order is the caller's and not started (one statement on a first opening);
 * only when it moves nothing does a read tell an order already started from someone else's.
 */
export async function startReview(ctx: ActorContext, submissionId: string) {
  if (!(await startMove(ctx, submissionId, ctx.clock()))) await ownAssignment(ctx, submissionId);
}

async function annotatedDocumentId(ctx: ActorContext, path: string | null | undefined) {
  if (!path) return null;
  const id = path.split('/').pop()!;
  const [doc] = await ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.id, id),
        eq(documents.ownerId, ctx.actor.id),
        eq(documents.kind, 'annotation'),
      ),
    );
  if (!doc)
    throw new AppError('validation', 'The annotated document was not found. Upload it again.');
  return doc.id;
}

/**
 * The round's row, written or rewritten while it is a draft, prepared once for a draft and once
 * for a delivery: building the upsert cost more JavaScript than running it.
 */
const roundUpsert = preparedPerShape((db, shape: { final: boolean }) => {
  const values = {
    // The round may have been started for the reviewer the order had before a reassignment.
    reviewerId: placeholder('reviewer'),
    summaryMemo: placeholder('summaryMemo'),
    rubricScores: placeholder('rubricScores'),
    inlineComments: placeholder('inlineComments'),
    annotatedDocumentId: placeholder('annotatedDocumentId'),
    editorTab: placeholder('editorTab'),
    editorRevision: placeholder('editorRevision'),
    updatedAt: placeholder('now'),
    // No placeholder can carry a null time: drizzle encodes its value as a Date.
    submittedAt: shape.final ? placeholder('now') : null,
  };
  return db
    .insert(reviews)
    .values({
      ...values,
      submissionId: placeholder('submissionId'),
      round: placeholder('round'),
      createdAt: placeholder('now'),
    })
    .onConflictDoUpdate({
      target: [reviews.submissionId, reviews.round],
      // The values just offered, as PostgreSQL names them in a conflict.
      set: Object.fromEntries(
        Object.keys(values).map((key) => [
          key,
          sql`excluded.${sql.identifier(reviews[key as keyof typeof values].name)}`,
        ]),
      ),
      setWhere: isNull(reviews.submittedAt),
    })
    .returning()
    .prepare(shape.final ? 'deliver_round' : 'save_round');
});

/** Saves the current round's work as a draft; the reviewer can keep changing it. */
export function saveReviewDraft(ctx: ActorContext, input: RoundInput) {
  return writeRound(ctx, { ...input, final: false });
}

/** Delivers the current round to the applicant; it cannot change afterwards. */
export function submitReview(ctx: ActorContext, input: RoundInput) {
  return writeRound(ctx, { ...input, final: true });
}

/**
 * The round of the order that this very save of this tab delivered, if any: a delivery sent
 * again after its answer was lost (the same tab and revision) is answered as the first was. A
 * tab delivers once (the page is left after), so a match is always a repeat.
 */
async function deliveredBy(tx: Database, order: SubmissionRow, editor: RoundEditor) {
  const [review] = await tx
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.submissionId, order.id),
        eq(reviews.reviewerId, order.reviewerId!),
        isNotNull(reviews.submittedAt),
        eq(reviews.editorTab, editor.tab),
        eq(reviews.editorRevision, editor.revision),
      ),
    )
    .limit(1);
  return review ?? null;
}

/**
 * Stores the current round's work (draft or final) for the assigned reviewer. A submitted
 * round is final: saving or submitting it again is refused.
 */
async function writeRound(ctx: ActorContext, input: RoundInput & { final: boolean }) {
  const { actor: reviewer } = ctx;
  const { final } = input;
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const order = await ownAssignment(txCtx, input.submissionId, true);
    // Also after the applicant asked for the next round: it must not go out as that round.
    const repeat = final && input.editor ? await deliveredBy(tx, order, input.editor) : null;
    if (repeat) return repeat;
    if (!isReviewing(order.status)) {
      throw new AppError(
        'conflict',
        order.status === 'refunded'
          ? 'This order was refunded, so its review is closed.'
          : 'This round was already delivered; there is nothing left to save.',
      );
    }
    if (input.editor) {
      const [current] = await tx
        .select({
          updatedAt: reviews.updatedAt,
          editorTab: reviews.editorTab,
          editorRevision: reviews.editorRevision,
        })
        .from(reviews)
        .where(and(eq(reviews.submissionId, order.id), eq(reviews.round, order.round)));
      const verdict = editorVerdict(current, input.editor);
      if (verdict === 'elsewhere') throw new AppError('conflict', ROUND_CHANGED_ELSEWHERE);
      // This tab already saved something newer: an older save arriving late changes nothing.
      if (verdict === 'older' && !final) return;
    }
    if (input.anchoredComments?.length) {
      const drafts = await listDrafts(tx, order);
      const problem = anchorProblem(draftOfRound(drafts, order.round).text, input.anchoredComments);
      if (problem) throw new AppError('validation', anchorProblemMessages[problem]);
    }
    if (order.status === 'assigned') await startMove(txCtx, order.id, now);
    const [review] = await roundUpsert(tx, { final }).execute({
      reviewer: reviewer.id,
      summaryMemo: input.summaryMemo,
      rubricScores: input.rubricScores,
      inlineComments: input.inlineComments || null,
      annotatedDocumentId: await annotatedDocumentId(txCtx, input.annotatedDocumentUrl),
      editorTab: input.editor?.tab ?? null,
      editorRevision: input.editor?.revision ?? null,
      now,
      submissionId: order.id,
      round: order.round,
    });
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
    if (input.followUps?.length) await markFollowUps(tx, { order, followUps: input.followUps });
    if (final) {
      const delivered = await transitionSubmission(tx, {
        submissionId: order.id,
        from: 'in_review',
        to: 'feedback_ready',
        actorId: reviewer.id,
        at: now,
        set: { deliveredAt: now },
        reviewerStill: reviewer.id,
      });
      if (!delivered) throw new AppError('conflict', 'This round was already delivered.');
      const applicant = (await peopleByIds(tx, [order.applicantId])).get(order.applicantId);
      const number = orderNumber(order.id);
      await notifyUser(
        tx,
        { id: order.applicantId, email: applicant!.email },
        {
          email: {
            subject: `Your feedback is ready for order #${number}`,
            heading: 'Your statement review is ready',
            paragraphs: [
              `Your reviewer delivered round ${order.round}: a summary memo, rubric scores and comments on your statement.`,
            ],
            action: {
              label: 'Read your feedback',
              url: `${ctx.config.publicUrl}${resultsPagePath(order.id)}`,
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
