import { MessageSquareText } from 'lucide-react';
import { commentElementId } from '../lib/statement-navigation';
import type { CommentText, LocalComment } from '../lib/draft';
import { CommentCard } from './comment-card';

interface CommentListProps {
  /** In reading order. */
  comments: readonly LocalComment[];
  numbers: ReadonlyMap<string, number>;
  /** Comments whose passage is highlighted in the text. */
  placed: ReadonlySet<string>;
  idPrefix: string;
  activeId: string | null;
  onShowPassage: (id: string) => void;
  onEdit?: (id: string, text: CommentText) => void;
  onDelete?: (id: string) => void;
  emptyText: string;
}

/** The comments anchored to passages, beside the statement, in the order they appear in it. */
export function CommentList({
  comments,
  numbers,
  placed,
  idPrefix,
  activeId,
  onShowPassage,
  onEdit,
  onDelete,
  emptyText,
}: CommentListProps) {
  if (comments.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 p-6 text-center">
        <MessageSquareText className="size-6 text-slate-400" aria-hidden="true" />
        <p className="text-sm text-slate-600">{emptyText}</p>
      </div>
    );
  }
  return (
    <ol className="grid gap-3" aria-label="Comments in the order of their passages">
      {comments.map((comment) => (
        <CommentCard
          key={comment.id}
          comment={comment}
          number={numbers.get(comment.id) ?? 0}
          elementId={commentElementId(idPrefix, comment.id)}
          active={comment.id === activeId}
          placed={placed.has(comment.id)}
          onShowPassage={() => onShowPassage(comment.id)}
          onEdit={onEdit ? (text) => onEdit(comment.id, text) : undefined}
          onDelete={onDelete ? () => onDelete(comment.id) : undefined}
        />
      ))}
    </ol>
  );
}
