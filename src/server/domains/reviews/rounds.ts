import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ReviewRound } from '../../../shared/schemas/reviews.js';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { reviewComments, reviewRatings, reviews } from '../../db/schema/index.js';

/** An order's rounds with their ratings, prepared once per database (results are read often). */
const roundsOf = preparedPerDatabase((db) =>
  db
    .select({ review: reviews, rating: reviewRatings })
    .from(reviews)
    .leftJoin(reviewRatings, eq(reviewRatings.reviewId, reviews.id))
    .where(eq(reviews.submissionId, sql.placeholder('id')))
    .orderBy(asc(reviews.round))
    .prepare('order_rounds'),
);

/**
 * The anchored comments of every round of an order, by position: read beside its rounds (one
 * round trip, not two); a draft round's comments are dropped with the round where not shown.
 */
const commentsOf = preparedPerDatabase((db) =>
  db
    .select(getTableColumns(reviewComments))
    .from(reviewComments)
    .innerJoin(reviews, eq(reviews.id, reviewComments.reviewId))
    .where(eq(reviews.submissionId, sql.placeholder('id')))
    .orderBy(asc(reviewComments.startOffset))
    .prepare('order_round_comments'),
);

/** Every round of an order, oldest first, with its anchored comments and rating. */
export async function listRounds(
  db: Database,
  submissionId: string,
  options: { includeDraft: boolean },
): Promise<ReviewRound[]> {
  const [rows, comments] = await Promise.all([
    roundsOf(db).execute({ id: submissionId }),
    commentsOf(db).execute({ id: submissionId }),
  ]);
  const visible = rows.filter((row) => options.includeDraft || row.review.submittedAt);
  return visible.map(({ review, rating }) => ({
    id: review.id,
    round: review.round,
    summaryMemo: review.summaryMemo,
    rubricScores: review.rubricScores,
    inlineComments: review.inlineComments,
    annotatedDocumentUrl: review.annotatedDocumentId
      ? `/api/documents/${review.annotatedDocumentId}`
      : null,
    anchoredComments: comments
      .filter((c) => c.reviewId === review.id)
      .map((c) => ({
        id: c.id,
        startOffset: c.startOffset,
        endOffset: c.endOffset,
        quote: c.quote,
        body: c.body,
        suggestion: c.suggestion,
        followUp: c.followUp,
      })),
    submittedAt: review.submittedAt?.toISOString() ?? null,
    updatedAt: review.updatedAt.toISOString(),
    rating: rating ? { rating: rating.rating, comment: rating.comment } : null,
  }));
}
