import { eq, sql } from 'drizzle-orm';
import type { ReviewRound } from '../../../shared/schemas/reviews.js';
import type { Database } from '../../db/client.js';
import { correlated, jsonTime } from '../../db/correlated.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import type { Named } from '../../../shared/domain/names.js';
import {
  reviewComments,
  reviewRatings,
  reviews,
  submissions,
  users,
} from '../../db/schema/index.js';
import { withFields } from '../../with-fields.js';
import { documentPathOf } from '../../../shared/domain/uploads.js';

/**
 * A round's anchored comments by position, as the JSON the screens take: read inside the
 * round's row, so an order's rounds and comments are one statement.
 */
const anchoredCommentsOfRound = correlated(sql<
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
  from ${reviewComments} where ${reviewComments.reviewId} = ${reviews.id})`);

/** A round as JSON holds it: its times are text. */
type RoundJson = Omit<ReviewRound, 'annotatedDocumentUrl' | 'submittedAt' | 'updatedAt'> & {
  annotatedDocumentId: string | null;
  submittedAt: string | null;
  updatedAt: string;
};

/**
 * Every round of the order in the statement's `submissions` row, oldest first, with its rating
 * and anchored comments, as JSON: the views that show an order read it in the order's row.
 * toRounds reads it.
 */
export const roundsOfOrder = correlated(sql<
  RoundJson[]
>`(select coalesce(json_agg(json_build_object(
    'id', ${reviews.id},
    'round', ${reviews.round},
    'summaryMemo', ${reviews.summaryMemo},
    'rubricScores', ${reviews.rubricScores},
    'inlineComments', ${reviews.inlineComments},
    'annotatedDocumentId', ${reviews.annotatedDocumentId},
    'anchoredComments', ${anchoredCommentsOfRound},
    'submittedAt', ${reviews.submittedAt},
    'updatedAt', ${reviews.updatedAt},
    'rating', case when ${reviewRatings.id} is null then null
      else json_build_object('rating', ${reviewRatings.rating}, 'comment', ${reviewRatings.comment})
      end
  ) order by ${reviews.round}), '[]'::json)
  from ${reviews} left join ${reviewRatings} on ${reviewRatings.reviewId} = ${reviews.id}
  where ${reviews.submissionId} = ${submissions.id})`);

/**
 * Who wrote the order's latest delivered round, in its `submissions` row: an admin may have
 * given the order to another reviewer since. Null before a round is delivered.
 */
export const latestWriterOfOrder = correlated(sql<Named | null>`(select json_build_object(
    'firstName', ${users.firstName}, 'lastName', ${users.lastName})
  from ${reviews} join ${users} on ${users.id} = ${reviews.reviewerId}
  where ${reviews.submissionId} = ${submissions.id} and ${reviews.submittedAt} is not null
  order by ${reviews.round} desc limit 1)`);

/**
 * roundsOfOrder's JSON as the screens show it: a draft round only where asked for. Without
 * draft rounds, a round's follow-up marks are left out until the next round is delivered: the
 * marks are that round's work, written on the earlier round's comments while it is drafted.
 */
export function toRounds(json: RoundJson[], options: { includeDraft: boolean }): ReviewRound[] {
  const delivered = new Set(json.filter((r) => r.submittedAt).map((r) => r.round));
  return json
    .filter((round) => options.includeDraft || round.submittedAt)
    .map(({ annotatedDocumentId, submittedAt, updatedAt, anchoredComments, ...round }) =>
      withFields(round, {
        anchoredComments:
          options.includeDraft || delivered.has(round.round + 1)
            ? anchoredComments
            : anchoredComments.map((comment) => withFields(comment, { followUp: null })),
        annotatedDocumentUrl: documentPathOf(annotatedDocumentId),
        submittedAt: jsonTime(submittedAt),
        updatedAt: jsonTime(updatedAt),
      }),
    );
}

/** An order's rounds alone, prepared once per database. */
const roundsOf = preparedPerDatabase((db) =>
  db
    .select({ rounds: roundsOfOrder })
    .from(submissions)
    .where(eq(submissions.id, sql.placeholder('id')))
    .prepare('order_rounds'),
);

/** Every round of an order, oldest first, with its anchored comments and rating. */
export async function listRounds(
  db: Database,
  submissionId: string,
  options: { includeDraft: boolean },
): Promise<ReviewRound[]> {
  const [row] = await roundsOf(db).execute({ id: submissionId });
  return toRounds(row?.rounds ?? [], options);
}
