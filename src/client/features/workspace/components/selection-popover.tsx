import { MessageSquarePlus } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_QUOTE_CHARS } from '#shared/domain/anchors.js';
import { MAX_COMMENT_CHARS } from '#shared/domain/text-limits.js';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { shortQuote } from '../lib/anchors';
import { NEW_COMMENT_FIELD_ID } from '../lib/statement-navigation';
import type { CommentText } from '../lib/draft';
import type { PassageCandidate } from '../hooks/use-passage-selection';

interface SelectionPopoverProps {
  candidate: PassageCandidate;
  composing: boolean;
  onCompose: () => void;
  onCancel: () => void;
  onSave: (text: CommentText) => void;
}

/**
 * Appears beside a selected passage: an "Add comment" button, then a small form for the
 * comment and optional suggested wording; or, for a passage that cannot take one, the reason.
 */
export function SelectionPopover({
  candidate,
  composing,
  onCompose,
  onCancel,
  onSave,
}: SelectionPopoverProps) {
  const [body, setBody] = useState('');
  const [suggestion, setSuggestion] = useState('');
  const suggestionId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim()) onSave({ body: body.trim(), suggestion: suggestion.trim() || null });
  }

  function submitOnCtrlEnter(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div
      className="absolute z-20 w-72 max-w-full rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
      style={{ top: candidate.position.top, left: candidate.position.left }}
      data-testid="selection-popover"
      onKeyDown={onKeyDown}
    >
      {candidate.problem ? (
        <p role="alert" className="text-sm text-red-700">
          {candidate.problem}
        </p>
      ) : composing ? (
        <form onSubmit={submit} className="grid gap-2" aria-label="New comment">
          <p className="line-clamp-3 font-serif text-sm text-slate-700 italic">
            “{shortQuote(candidate.quote, 140)}”
          </p>
          <label className="sr-only" htmlFor={NEW_COMMENT_FIELD_ID}>
            Comment on the selected passage
          </label>
          <Textarea
            id={NEW_COMMENT_FIELD_ID}
            autoFocus
            maxLength={MAX_COMMENT_CHARS}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={submitOnCtrlEnter}
            rows={4}
            placeholder="What should the applicant change here, and why?"
          />
          <label className="text-xs font-medium text-slate-700" htmlFor={suggestionId}>
            Suggested wording <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <Textarea
            id={suggestionId}
            maxLength={MAX_QUOTE_CHARS}
            value={suggestion}
            onChange={(event) => setSuggestion(event.target.value)}
            onKeyDown={submitOnCtrlEnter}
            rows={2}
            className="min-h-14 font-serif"
            placeholder="Replacement text for the selected passage"
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={!body.trim()}>
              Save comment
            </Button>
          </div>
        </form>
      ) : (
        <Button
          type="button"
          size="sm"
          className="w-full"
          // Keep the selection: a mouse press on the button would otherwise clear it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onCompose}
        >
          <MessageSquarePlus aria-hidden="true" />
          Add comment
        </Button>
      )}
    </div>
  );
}
