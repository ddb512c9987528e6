import type { Anchor } from '#shared/domain/anchors.js';
import { isReviewing } from '#shared/domain/order-lifecycle.js';
import {
  defaultRubric,
  type ReviewDraftBody,
  type RubricScores,
  type ReviewRound,
  type SubmitReviewBody,
  type Workspace,
} from '#shared/schemas/reviews.js';

/** A comment attached to a passage; the id is the server's, or a local one until saved. */
export interface LocalComment extends Anchor {
  quote: string;
  body: string;
}

export interface AnnotatedDocument {
  documentPath: string;
  /** Null when restored from the server, which keeps only the document's address. */
  fileName: string | null;
}

/** Everything the reviewer writes in one round. */
export interface ReviewDraft {
  summaryMemo: string;
  inlineComments: string;
  rubricScores: RubricScores;
  annotatedDocument: AnnotatedDocument | null;
  comments: LocalComment[];
}

/** The saved draft, or an empty round with the default scores of 3 (docs/product.md §6 Reviews). */
export function draftFromWorkspace(workspace: Workspace): ReviewDraft {
  const draft = currentDraft(workspace);
  if (!draft) {
    return {
      summaryMemo: '',
      inlineComments: '',
      rubricScores: { ...defaultRubric },
      annotatedDocument: null,
      comments: [],
    };
  }
  return {
    summaryMemo: draft.summaryMemo,
    inlineComments: draft.inlineComments ?? '',
    rubricScores: { ...draft.rubricScores },
    annotatedDocument: draft.annotatedDocumentUrl
      ? { documentPath: draft.annotatedDocumentUrl, fileName: null }
      : null,
    comments: draft.anchoredComments.map((comment) => ({ ...comment })),
  };
}

/** PUT /api/reviews/draft's body: the whole round, anchored comments in reading order. */
export function draftBody(submissionId: string, draft: ReviewDraft): ReviewDraftBody {
  return {
    submissionId,
    summaryMemo: draft.summaryMemo,
    inlineComments: draft.inlineComments.trim() ? draft.inlineComments : null,
    rubricScores: draft.rubricScores,
    annotatedDocumentUrl: draft.annotatedDocument?.documentPath ?? null,
    anchoredComments: [...draft.comments]
      .sort((a, b) => a.startOffset - b.startOffset)
      .map(({ startOffset, endOffset, quote, body }) => ({ startOffset, endOffset, quote, body })),
  };
}

/** POST /api/reviews's body, anchored comments included. */
export function submitBody(submissionId: string, draft: ReviewDraft): SubmitReviewBody {
  return { ...draftBody(submissionId, draft), summaryMemo: draft.summaryMemo.trim() };
}

let localIds = 0;

/** An id for a comment the server has not stored yet. */
export function newLocalId(): string {
  localIds += 1;
  return `local-${Date.now().toString(36)}-${localIds}`;
}

/** The reviewer may edit the current round (docs/product.md §2 Orders: assigned or in_review). */
export function isWritable(workspace: Workspace): boolean {
  return isReviewing(workspace.submission.status);
}

/** The unsubmitted round the reviewer is writing, if one was saved. */
export function currentDraft(workspace: Workspace): ReviewRound | null {
  const last = workspace.rounds.at(-1);
  return last && last.submittedAt === null ? last : null;
}

/** Rounds already delivered to the applicant, oldest first. */
export function deliveredRounds(workspace: Workspace): ReviewRound[] {
  return workspace.rounds.filter((round) => round.submittedAt !== null);
}

/**
 * The round on screen: the saved draft's number, the next one after the delivered rounds while
 * writing, or the last delivered round once the review is delivered.
 */
export function roundNumber(workspace: Workspace): number {
  const draft = currentDraft(workspace);
  if (draft) return draft.round;
  const last = deliveredRounds(workspace).at(-1)?.round ?? 0;
  return isWritable(workspace) || last === 0 ? last + 1 : last;
}
