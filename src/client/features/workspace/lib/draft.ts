import {
  defaultRubric,
  type ReviewDraftBody,
  type RubricScores,
  type SubmitReviewBody,
  type Workspace,
} from '../../../../shared/schemas/reviews.js';
import type { Anchor } from './anchors';
import { currentDraft } from './rounds';

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

/** The saved draft from the server, or an empty round with SPEC's default scores of 3. */
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

/** POST /api/reviews's body (SPEC section 7 plus the anchored comments). */
export function submitBody(submissionId: string, draft: ReviewDraft): SubmitReviewBody {
  return { ...draftBody(submissionId, draft), summaryMemo: draft.summaryMemo.trim() };
}

let localIds = 0;

/** An id for a comment the server has not stored yet. */
export function newLocalId(): string {
  localIds += 1;
  return `local-${Date.now().toString(36)}-${localIds}`;
}
