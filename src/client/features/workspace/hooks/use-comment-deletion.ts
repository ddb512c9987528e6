import { useEffect, useRef } from 'react';
import { findOverlap } from '#shared/domain/anchors.js';
import { toast } from '#client/components/ui/use-toast';
import { copiesAddressed, type LocalComment } from '../lib/draft';
import type { ReviewRound } from '#shared/schemas/reviews.js';
import type { ReviewDraftController } from './use-review-draft';

/** Long enough to notice a slip and reach Undo (F8 moves keyboard focus to the toast). */
export const UNDO_DELETE_MS = 10_000;

interface Options {
  controller: ReviewDraftController;
  /** The comments in the order the list shows them, to find the one after a deleted comment. */
  sorted: readonly LocalComment[];
  /** Gives focus to a comment's card. */
  focusComment: (id: string) => void;
  /** The previous round's comments (round 2 on), whose addressed ones are not put back. */
  previousComments: ReviewRound['anchoredComments'];
  /** The draft under review, which the previous comments were carried to. */
  draftText: string;
}

/**
 * Delete on a comment card: the comment goes at once (autosave sends the change), focus moves to
 * the next card (or the one before), and a toast offers Undo, which puts the comment back where
 * it was unless a comment written since overlaps its passage, or it is the carried copy of a
 * previous comment marked addressed since (which goes out no more). docs/product.md §6.
 */
export function useCommentDeletion({
  controller,
  sorted,
  focusComment,
  previousComments,
  draftText,
}: Options) {
  const shown = useRef<ReturnType<typeof toast> | null>(null);
  // An Undo left on screen after the workspace is gone would do nothing.
  useEffect(() => () => shown.current?.dismiss(), []);
  // Undo checks the comments as they are when it is clicked, not as they were at the delete.
  const latest = useRef(controller);
  useEffect(() => {
    latest.current = controller;
  });

  return (id: string) => {
    const index = controller.draft.comments.findIndex((c) => c.id === id);
    const comment = controller.draft.comments[index];
    if (!comment) return;
    const at = sorted.findIndex((c) => c.id === id);
    const neighbour = sorted[at + 1] ?? sorted[at - 1];
    controller.deleteComment(id);
    if (neighbour) focusComment(neighbour.id);
    shown.current = toast({
      title: 'Comment Deleted',
      description: 'Your comment was removed from the passage.',
      duration: UNDO_DELETE_MS,
      action: {
        label: 'Undo',
        altText: 'Undo deleting the comment',
        onClick: () => {
          const { draft } = latest.current;
          if (copiesAddressed(comment, draftText, previousComments, draft.followUps)) {
            toast({
              title: 'Cannot Undo',
              description:
                'You marked this comment addressed since, so it is not sent again. Mark it still open to bring it back.',
              variant: 'destructive',
            });
            return;
          }
          if (findOverlap(draft.comments, comment)) {
            toast({
              title: 'Cannot Undo',
              description:
                'Another comment now covers part of that passage. Edit that comment instead.',
              variant: 'destructive',
            });
            return;
          }
          latest.current.restoreComment(comment, index);
          focusComment(comment.id);
        },
      },
    });
  };
}
