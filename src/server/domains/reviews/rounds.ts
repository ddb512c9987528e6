import { asc, eq, sql } from 'drizzle-orm';
import type { ReviewRound } from '../../../shared/schemas/reviews.js';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { reviewComments, reviewRatings, reviews } from '../../db/schema/index.js';

/**
 * A round's anchored comments by position, as the JSON the screens take: read inside the
 * round's row, so an order's rounds and comments are one statement.
 */
const anchoredCommentsOfRound = sql<
  ReviewRound['anchoredComments']
>`(select coalesce(json_agg(json_build_object(
    'id', ${reviewComments.id},
    'startOffset', ${reviewComments.startOffset},
    'endOffset', ${reviewComments.endOffset},
    'quote', ${reviewComments.quote},
    'body', ${reviewComments.body},
    'suggestion', ${reviewComments.suggestion},
    'followUp', ${reviewComments.followUp}
  ) order by ${reviewComments.startOffset}, ${reviewComments.id}), '[]'::json)
  from ${reviewComments} where ${reviewComments.reviewId} = ${reviews.id})`;

/** An order's rounds with their ratings and comments, prepared once per database. */
const roundsOf = preparedPerDatabase((db) =>
  db
    .select({ review: reviews, rating: reviewRatings, comments: anchoredCommentsOfRound })
    .from(reviews)
    .leftJoin(reviewRatings, eq(reviewRatings.reviewId, reviews.id))
    .where(eq(reviews.submissionId, sql.placeholder('id')))
    .orderBy(asc(reviews.round))
    .prepare('order_rounds'),
);

/** Every round of an order, oldest first, with its anchored comments and rating. */
export async function listRounds(
  db: Database,
  submissionId: string,
  options: { includeDraft: boolean },
): Promise<ReviewRound[]> {
  const rows = await roundsOf(db).execute({ id: submissionId });
  const visible = rows.filter((row) => options.includeDraft || row.review.submittedAt);
  return visible.map(({ review, rating, comments }) => ({
    id: review.id,
    round: review.round,
    summaryMemo: review.summaryMemo,
    rubricScores: review.rubricScores,
    inlineComments: review.inlineComments,
    annotatedDocumentUrl: review.annotatedDocumentId
      ? `/api/documents/${review.annotatedDocumentId}`
      : null,
    anchoredComments: comments,
    submittedAt: review.submittedAt?.toISOString() ?? null,
    updatedAt: review.updatedAt.toISOString(),
    rating: rating ? { rating: rating.rating, comment: rating.comment } : null,
  }));
}
