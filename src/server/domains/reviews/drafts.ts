import { and, eq, sql } from 'drizzle-orm';
import {
  carriedAnchors,
  draftOfRound as latestDraftOf,
  statementTextOf,
} from '../../../shared/domain/drafts.js';
import { documentPathOf } from '../../../shared/domain/uploads.js';
import { measureVoice, ownPercent } from '../../../shared/domain/voice.js';
import { AppError } from '../../../shared/errors.js';
import type { ReviewRound, StatementDraft } from '../../../shared/schemas/reviews.js';
import type { Database } from '../../db/client.js';
import { correlated } from '../../db/correlated.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import {
  documents,
  reviewComments,
  reviews,
  statementDrafts,
  submissions,
} from '../../db/schema/index.js';
import type { SubmissionRow } from '../submissions/submission-view.js';
import { listRounds } from './rounds.js';
import { withFields } from '../../with-fields.js';

/**
 * Drafts and rounds (docs/product.md §6). Draft 1 is the order's statement; each revision
 * request hands in the next draft, which round N+1 reviews.
 */

/** A draft handed in with a revision request, as draftsOf takes it. */
export type StoredDraft = Pick<
  typeof statementDrafts.$inferSelect,
  'number' | 'text' | 'note' | 'createdAt' | 'voice' | 'documentId'
>;

/**
 * The drafts an order was handed with revision requests (draft 2 on), oldest first, as JSON
 * inside the order's row: the views that show an order with its drafts read both in one
 * statement. toStoredDrafts reads it.
 */
export const storedDraftsOfOrder = correlated(
  sql<
    (Omit<StoredDraft, 'createdAt'> & { createdAt: string })[]
  >`(select coalesce(json_agg(json_build_object(
    'number', ${statementDrafts.number},
    'text', ${statementDrafts.text},
    'note', ${statementDrafts.note},
    'createdAt', ${statementDrafts.createdAt},
    'voice', ${statementDrafts.voice},
    'documentId', ${statementDrafts.documentId}
  ) order by ${statementDrafts.number}), '[]'::json)
  from ${statementDrafts} where ${statementDrafts.submissionId} = ${submissions.id})`,
);

/** storedDraftsOfOrder's JSON as rows: its times are text in JSON. */
export function toStoredDrafts(json: (typeof storedDraftsOfOrder)['_']['type']): StoredDraft[] {
  return json.map(({ createdAt, ...draft }) =>
    withFields(draft, { createdAt: new Date(createdAt) }),
  );
}

/**
 * What an order's drafts are made of beyond its row: its document's text (draft 1 when nothing
 * was pasted) and the drafts handed in since, in one statement prepared once per database.
 */
const draftSourcesOf = preparedPerDatabase((db) =>
  db
    .select({ documentText: documents.extractedText, drafts: storedDraftsOfOrder })
    .from(submissions)
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .where(eq(submissions.id, sql.placeholder('id')))
    .prepare('order_drafts'),
);

/**
 * Every draft of an order the caller already holds (and may see), oldest first: one round trip,
 * where reading the statement text and the drafts apart took two.
 */
export async function listDrafts(
  db: Database,
  order: Pick<SubmissionRow, 'id' | 'submittedAt' | 'pastedText' | 'documentId'>,
): Promise<StatementDraft[]> {
  const [row] = await draftSourcesOf(db).execute({ id: order.id });
  const statementText = statementTextOf(order.pastedText, row?.documentText ?? null);
  return draftsOf(order, statementText, toStoredDrafts(row?.drafts ?? []));
}

/** Every draft of an order, oldest first: draft 1 (the order's statement), then `stored`. */
export function draftsOf(
  order: Pick<SubmissionRow, 'submittedAt' | 'documentId'>,
  statementText: string,
  stored: readonly StoredDraft[],
): StatementDraft[] {
  return [
    {
      number: 1,
      text: statementText,
      note: null,
      createdAt: order.submittedAt?.toISOString() ?? null,
      voice: null,
      documentUrl: documentPathOf(order.documentId),
    },
    ...stored.map((row) => ({
      number: row.number,
      text: row.text,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      voice: withFields(row.voice, { ownPercent: ownPercent(row.voice) }),
      documentUrl: documentPathOf(row.documentId),
    })),
  ];
}

/** The draft round N reviews (drafts always hold draft 1). */
export function draftOfRound(drafts: readonly StatementDraft[], round: number): StatementDraft {
  return latestDraftOf(drafts, round)!;
}

/** What the reviewer wrote in an order's rounds: the wording an applicant may adopt. */
function reviewerWriting(rounds: readonly ReviewRound[]): string[] {
  return rounds.flatMap((round) => [
    round.summaryMemo,
    round.inlineComments ?? '',
    ...round.anchoredComments.flatMap((comment) => [comment.body, comment.suggestion ?? '']),
  ]);
}

/**
 * Hands in draft N+1 with a revision request and starts round N+1 from round N's work: the
 * same memo, rubric and free-form notes, and the comments whose passage is still in the new
 * draft, re-anchored there. A score changes only when the reviewer changes it.
 */
export async function handInDraft(
  tx: Database,
  input: {
    order: SubmissionRow;
    drafts: readonly StatementDraft[];
    text: string;
    note: string;
    documentId: string | null;
    at: Date;
  },
) {
  const { order, text, at } = input;
  const number = order.round + 1;
  const rounds = await listRounds(tx, order.id, { includeDraft: true });
  const voice = measureVoice(
    text,
    reviewerWriting(rounds),
    input.drafts.map((draft) => draft.text),
  );
  await tx.insert(statementDrafts).values({
    submissionId: order.id,
    number,
    text,
    note: input.note,
    documentId: input.documentId,
    voice: {
      totalWords: voice.totalWords,
      adoptedWords: voice.adoptedWords,
      adoptedPassages: voice.adoptedPassages,
    },
    createdAt: at,
  });

  const previous = rounds.find((round) => round.round === order.round);
  if (!previous || !order.reviewerId) return;
  const [next] = await tx
    .insert(reviews)
    .values({
      submissionId: order.id,
      reviewerId: order.reviewerId,
      round: number,
      summaryMemo: previous.summaryMemo,
      rubricScores: previous.rubricScores,
      inlineComments: previous.inlineComments,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const carried = [...carriedAnchors(text, previous.anchoredComments)].flatMap(
    ([comment, anchor]) =>
      anchor
        ? [{ ...anchor, quote: comment.quote, body: comment.body, suggestion: comment.suggestion }]
        : [],
  );
  if (carried.length) {
    await tx
      .insert(reviewComments)
      .values(carried.map((comment) => ({ ...comment, reviewId: next!.id, createdAt: at })));
  }
}

/** The reviewer's marks on the previous round's comments: addressed in the new draft, or open. */
export async function markFollowUps(
  tx: Database,
  input: {
    order: SubmissionRow;
    followUps: readonly { commentId: string; status: 'open' | 'addressed' }[];
  },
) {
  const [previous] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.submissionId, input.order.id), eq(reviews.round, input.order.round - 1)));
  if (!previous) {
    throw new AppError('validation', 'There is no earlier round whose comments could be marked.');
  }
  for (const { commentId, status } of input.followUps) {
    const marked = await tx
      .update(reviewComments)
      .set({ followUp: status })
      .where(and(eq(reviewComments.id, commentId), eq(reviewComments.reviewId, previous.id)))
      .returning({ id: reviewComments.id });
    if (!marked.length) {
      throw new AppError(
        'validation',
        'A marked comment is not from the previous round. Reload the workspace.',
      );
    }
  }
}
