import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { cn } from '#client/lib/utils';
import { shortQuote } from '../lib/anchors';
import { UNSAVED_EDIT_ATTRIBUTE } from '../lib/statement-navigation';
import { MAX_QUOTE_CHARS } from '#shared/domain/anchors.js';
import { MAX_COMMENT_CHARS } from '#shared/domain/text-limits.js';
import type { CommentText, LocalComment } from '../lib/draft';

interface CommentCardProps {
  comment: LocalComment;
  number: number;
  elementId: string;
  active: boolean;
  /** False when the passage cannot be highlighted (it no longer fits the statement). */
  placed: boolean;
  onShowPassage: () => void;
  /** Absent for delivered, read-only rounds. */
  onEdit?: (text: CommentText) => void;
  onDelete?: () => void;
}

/** The suggested wording under a comment: "Suggested: …". */
export function SuggestedWording({ suggestion }: { suggestion: string | null }) {
  if (!suggestion) return null;
  return (
    <p className="mt-2 rounded-sm bg-green-50 px-2 py-1 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">
      <span className="font-semibold text-green-800">Suggested: </span>
      <span className="font-serif">{suggestion}</span>
    </p>
  );
}

/**
 * One anchored comment: the quoted passage (a link to it in the text), the comment and its
 * suggested wording.
 */
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
  const [suggestion, setSuggestion] = useState(comment.suggestion ?? '');
  const label = `Comment ${number}`;
  const changed = body !== comment.body || suggestion !== (comment.suggestion ?? '');

  function save(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    onEdit?.({ body: body.trim(), suggestion: suggestion.trim() || null });
    setEditing(false);
  }

  function startEditing() {
    setBody(comment.body);
    setSuggestion(comment.suggestion ?? '');
    setEditing(true);
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
        <form
          onSubmit={save}
          className="mt-2 grid gap-2"
          {...(changed ? { [UNSAVED_EDIT_ATTRIBUTE]: '' } : {})}
        >
          <label className="sr-only" htmlFor={`${elementId}-edit`}>
            Edit {label.toLowerCase()}
          </label>
          <Textarea
            id={`${elementId}-edit`}
            autoFocus
            rows={4}
            maxLength={MAX_COMMENT_CHARS}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          <label className="text-xs font-medium text-slate-700" htmlFor={`${elementId}-suggestion`}>
            Suggested wording <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <Textarea
            id={`${elementId}-suggestion`}
            rows={2}
            maxLength={MAX_QUOTE_CHARS}
            className="min-h-14 font-serif"
            placeholder="Replacement text for the passage"
            value={suggestion}
            onChange={(event) => setSuggestion(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={!body.trim()}>
              Save
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="mt-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">
            {comment.body}
          </p>
          <SuggestedWording suggestion={comment.suggestion} />
        </>
      )}
      {onEdit && onDelete && !editing ? (
        <div className="mt-2 flex justify-end gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Edit ${label.toLowerCase()}`}
            onClick={startEditing}
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
