import { v4 as uuidv4 } from 'uuid';
import { findOverlap, type Anchor, type QuotedSpan, type Span } from '#shared/domain/anchors.js';
import { carriedAnchors } from '#shared/domain/drafts.js';
import { isReviewing } from '#shared/domain/order-lifecycle.js';
import {
  defaultRubric,
  type FollowUpStatus,
  type ReviewDraftBody,
  type RubricScores,
  type ReviewRound,
  type StatementDraft,
  type SubmitReviewBody,
  type Workspace,
} from '#shared/schemas/reviews.js';

/** A comment attached to a passage; the id is the server's, or a local one until saved. */
export interface LocalComment extends Anchor {
  quote: string;
  body: string;
  /** Suggested replacement wording for the passage, or null. */
  suggestion: string | null;
}

/** What the reviewer writes on a passage: the comment and, optionally, suggested wording. */
export interface CommentText {
  body: string;
  suggestion: string | null;
}

/**
 * Whether `comment` is the carried copy of a previous round's comment as it came: at the place the
 * draft carried it to (`anchor`, null when it was not carried), saying the same.
 */
export function isCarriedCopy(
  comment: Span & CommentText,
  previous: CommentText,
  anchor: Span | null,
): boolean {
  return (
    anchor !== null &&
    comment.startOffset === anchor.startOffset &&
    comment.endOffset === anchor.endOffset &&
    comment.body === previous.body &&
    comment.suggestion === previous.suggestion
  );
}

/**
 * Whether `comment` is the carried copy of one of the previous round's comments marked addressed
 * (`previous`, on the draft `draftText`): only open comments go out again (docs/product.md §6).
 */
export function copiesAddressed(
  comment: Span & CommentText,
  draftText: string,
  previous: readonly (QuotedSpan & CommentText & { id: string })[],
  marks: readonly FollowUpMark[],
): boolean {
  const anchors = carriedAnchors(draftText, previous);
  return previous.some(
    (p) =>
      marks.some((mark) => mark.commentId === p.id && mark.status === 'addressed') &&
      isCarriedCopy(comment, p, anchors.get(p) ?? null),
  );
}

/** The reviewer's mark on one of the previous round's comments (round 2 on). */
export interface FollowUpMark {
  commentId: string;
  status: FollowUpStatus;
}

export interface AnnotatedDocument {
  documentPath: string;
  /** Null when restored from the server, which keeps only the document's address. */
  fileName: string | null;
}

/**
 * This workspace as the server tells it apart from another tab on the same round: its own id,
 * and the round's `updatedAt` as it loaded it (null when there was no round yet).
 */
export interface RoundEditor {
  tab: string;
  basedOn: string | null;
}

/** Everything the reviewer writes in one round, and the workspace writing it. */
export interface ReviewDraft {
  editor: RoundEditor;
  summaryMemo: string;
  inlineComments: string;
  rubricScores: RubricScores;
  annotatedDocument: AnnotatedDocument | null;
  comments: LocalComment[];
  /** One mark per comment of the previous round, in its order; empty in round 1. */
  followUps: FollowUpMark[];
}

/** The saved draft, or an empty round with the default scores of 3 (docs/product.md §6 Reviews). */
export function draftFromWorkspace(workspace: Workspace): ReviewDraft {
  const draft = currentDraft(workspace);
  // Each of the previous round's comments starts as the reviewer last marked it, else open.
  const followUps = (previousRound(workspace)?.anchoredComments ?? []).map((comment) => ({
    commentId: comment.id,
    status: comment.followUp ?? ('open' as const),
  }));
  const editor = { tab: uuidv4(), basedOn: draft?.updatedAt ?? null };
  if (!draft) {
    return {
      editor,
      summaryMemo: '',
      inlineComments: '',
      rubricScores: { ...defaultRubric },
      annotatedDocument: null,
      comments: [],
      followUps,
    };
  }
  return {
    editor,
    summaryMemo: draft.summaryMemo,
    inlineComments: draft.inlineComments ?? '',
    rubricScores: { ...draft.rubricScores },
    annotatedDocument: draft.annotatedDocumentUrl
      ? { documentPath: draft.annotatedDocumentUrl, fileName: null }
      : null,
    comments: draft.anchoredComments.map(
      ({ id, startOffset, endOffset, quote, body, suggestion }) => ({
        id,
        startOffset,
        endOffset,
        quote,
        body,
        suggestion,
      }),
    ),
    followUps,
  };
}

/**
 * PUT /api/reviews/draft's body: the whole round, anchored comments in reading order with their
 * suggested wording, (round 2 on) the marks on the previous round's comments, and this tab with
 * its count of changes (`revision`).
 */
export function draftBody(
  submissionId: string,
  draft: ReviewDraft,
  revision: number,
): ReviewDraftBody {
  return {
    submissionId,
    editor: { ...draft.editor, revision },
    summaryMemo: draft.summaryMemo,
    inlineComments: draft.inlineComments.trim() ? draft.inlineComments : null,
    rubricScores: draft.rubricScores,
    annotatedDocumentUrl: draft.annotatedDocument?.documentPath ?? null,
    anchoredComments: [...draft.comments]
      .sort((a, b) => a.startOffset - b.startOffset)
      .map(({ startOffset, endOffset, quote, body, suggestion }) => ({
        startOffset,
        endOffset,
        quote,
        body,
        suggestion: suggestion?.trim() ? suggestion : null,
      })),
    // The server refuses marks when there is no previous round, so round 1 sends none.
    ...(draft.followUps.length ? { followUps: draft.followUps.map((mark) => ({ ...mark })) } : {}),
  };
}

/** POST /api/reviews's body: the draft's, anchored comments included, with the memo trimmed. */
export function submitBody(body: ReviewDraftBody): SubmitReviewBody {
  return { ...body, summaryMemo: body.summaryMemo.trim() };
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

/** The delivered round before the one on screen (round N-1), when there is one. */
export function previousRound(workspace: Workspace): ReviewRound | null {
  const round = roundNumber(workspace);
  return deliveredRounds(workspace).find((delivered) => delivered.round === round - 1) ?? null;
}

/** The draft round N reviews: draft N, or the latest before it when none was handed in. */
export function draftForRound(workspace: Workspace, round: number): StatementDraft | null {
  return workspace.drafts.findLast((draft) => draft.number <= round) ?? null;
}

/** The draft under review and the one the previous round reviewed, in round 2 on. */
export interface RevisionDrafts {
  round: number;
  current: StatementDraft;
  /** Null when no new draft was handed in with the revision request. */
  previous: StatementDraft | null;
}

/**
 * What a revision round compares: the draft under review and the previous round's draft. Null
 * in round 1. `previous` is null when the revision came without a new draft (nothing changed).
 */
export function revisionDrafts(workspace: Workspace): RevisionDrafts | null {
  const round = roundNumber(workspace);
  if (round < 2 || workspace.drafts.length < 2) return null;
  const current = draftForRound(workspace, round);
  if (!current) return null;
  const previous = draftForRound(workspace, round - 1);
  return {
    round,
    current,
    previous: previous && previous.number !== current.number ? previous : null,
  };
}

/** What marking a previous round's comment did to its copy carried to this draft. */
export type CopyChange = 'removed' | 'restored' | null;

/**
 * Marks one of the previous round's comments addressed or still open. Only open comments go out
 * again (docs/product.md §6): its copy carried to this draft (`anchor`, its passage here, or
 * null), as it came, goes with "addressed" and comes back with "open". A copy the reviewer
 * rewrote is theirs, and stays.
 */
export function withFollowUp(
  draft: ReviewDraft,
  previous: QuotedSpan & CommentText & { id: string },
  anchor: Span | null,
  status: FollowUpStatus,
): { draft: ReviewDraft; copy: CopyChange } {
  const followUps = draft.followUps.map((mark) =>
    mark.commentId === previous.id ? { ...mark, status } : mark,
  );
  const marked = { ...draft, followUps };
  if (!anchor) return { draft: marked, copy: null };
  if (status === 'addressed') {
    const kept = draft.comments.filter((c) => !isCarriedCopy(c, previous, anchor));
    const copy = kept.length < draft.comments.length ? 'removed' : null;
    return { draft: { ...marked, comments: kept }, copy };
  }
  if (findOverlap(draft.comments, anchor)) return { draft: marked, copy: null };
  const { body, suggestion } = previous;
  const restored = { id: newLocalId(), ...anchor, quote: previous.quote, body, suggestion };
  return { draft: { ...marked, comments: [...draft.comments, restored] }, copy: 'restored' };
}
