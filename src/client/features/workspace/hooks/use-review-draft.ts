import { useCallback, useMemo, useState } from 'react';
import type { RubricCriterion } from '#shared/domain/rubric.js';
import type { FollowUpStatus, ReviewRound } from '#shared/schemas/reviews.js';
import {
  draftBody,
  newLocalId,
  withFollowUp,
  type AnnotatedDocument,
  type CommentText,
  type LocalComment,
  type ReviewDraft,
} from '../lib/draft';
import { findOverlap, type Span } from '#shared/domain/anchors.js';

type PreviousComment = ReviewRound['anchoredComments'][number];

interface DraftState {
  draft: ReviewDraft;
  /** Counts the reviewer's changes (0: as restored). */
  revision: number;
}

/**
 * The round the reviewer is writing: memo, free-form notes, scores, annotated document, the
 * comments anchored to passages and (round 2 on) the marks on the previous round's comments.
 * Every change bumps `revision`, which drives autosave.
 */
export function useReviewDraft(submissionId: string, initial: ReviewDraft) {
  const [{ draft, revision }, setState] = useState<DraftState>({ draft: initial, revision: 0 });

  const update = useCallback((change: (draft: ReviewDraft) => ReviewDraft) => {
    setState((current) => ({ draft: change(current.draft), revision: current.revision + 1 }));
  }, []);

  const actions = useMemo(
    () => ({
      setSummaryMemo: (summaryMemo: string) => update((d) => ({ ...d, summaryMemo })),
      setInlineComments: (inlineComments: string) => update((d) => ({ ...d, inlineComments })),
      setScore: (criterion: RubricCriterion, score: number) =>
        update((d) => ({ ...d, rubricScores: { ...d.rubricScores, [criterion]: score } })),
      setAnnotatedDocument: (annotatedDocument: AnnotatedDocument | null) =>
        update((d) => ({ ...d, annotatedDocument })),
      /** Attaches a comment to a passage; returns its id. */
      addComment: (span: Span, quote: string, text: CommentText): string => {
        const id = newLocalId();
        update((d) => ({ ...d, comments: [...d.comments, { id, ...span, quote, ...text }] }));
        return id;
      },
      editComment: (id: string, text: CommentText) =>
        update((d) => ({
          ...d,
          comments: d.comments.map((c) => (c.id === id ? { ...c, ...text } : c)),
        })),
      deleteComment: (id: string) =>
        update((d) => ({ ...d, comments: d.comments.filter((c) => c.id !== id) })),
      /**
       * Puts a deleted comment back where it was (Undo); a no-op while its passage overlaps a
       * comment's (its own, put back already, or one written since), as passages never do.
       */
      restoreComment: (comment: LocalComment, index: number) =>
        update((d) =>
          findOverlap(d.comments, comment)
            ? d
            : {
                ...d,
                comments: [...d.comments.slice(0, index), comment, ...d.comments.slice(index)],
              },
        ),
      /** Marks one of the previous round's comments addressed or still open (withFollowUp). */
      setFollowUp: (previous: PreviousComment, anchor: Span | null, status: FollowUpStatus) =>
        update((d) => withFollowUp(d, previous, anchor, status).draft),
    }),
    [update],
  );

  const body = useMemo(
    () => draftBody(submissionId, draft, revision),
    [submissionId, draft, revision],
  );

  return { draft, revision, body, ...actions };
}

export type ReviewDraftController = ReturnType<typeof useReviewDraft>;
