import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { cn } from '#client/lib/utils';
import { shortQuote } from '../lib/anchors';
import type { LocalComment } from '../lib/draft';

interface CommentCardProps {
  comment: LocalComment;
  number: number;
  elementId: string;
  active: boolean;
  /** False when the passage cannot be highlighted (it no longer fits the statement). */
  placed: boolean;
  onShowPassage: () => void;
  /** Absent for delivered, read-only rounds. */
  onEdit?: (body: string) => void;
  onDelete?: () => void;
}

/** One anchored comment: the quoted passage (a link to it in the text) and the comment. */
export function CommentCard({
  comment,
  number,
  elementId,
  active,
  placed,
  onShowPassage,
  onEdit,
  onDelete,
}: CommentCardProps) {
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(comment.body);
  const label = `Comment ${number}`;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    onEdit?.(body.trim());
    setEditing(false);
  }

  return (
    <li
      id={elementId}
      tabIndex={-1}
      aria-label={label}
      className={cn(
        'rounded-lg border border-slate-200 bg-white p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active && 'border-amber-400 bg-amber-50',
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {label}
        </span>
      </div>
      <button
        type="button"
        onClick={onShowPassage}
        disabled={!placed}
        aria-label={`Show the passage of ${label.toLowerCase()} in the statement`}
        className="mt-1 block w-full rounded-sm border-l-4 border-amber-300 pl-2 text-left font-serif text-sm text-slate-700 italic hover:bg-amber-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-default"
      >
        “{shortQuote(comment.quote)}”
      </button>
      {!placed ? (
        <p className="mt-1 text-xs text-amber-800">
          This passage no longer matches the statement text.
        </p>
      ) : null}
      {editing ? (
        <form onSubmit={save} className="mt-2 grid gap-2">
          <label className="sr-only" htmlFor={`${elementId}-edit`}>
            Edit {label.toLowerCase()}
          </label>
          <Textarea
            id={`${elementId}-edit`}
            autoFocus
            rows={4}
            maxLength={5_000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setBody(comment.body);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={!body.trim()}>
              Save
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-900">
          {comment.body}
        </p>
      )}
      {onEdit && onDelete && !editing ? (
        <div className="mt-2 flex justify-end gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Edit ${label.toLowerCase()}`}
            onClick={() => {
              setBody(comment.body);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete ${label.toLowerCase()}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}
