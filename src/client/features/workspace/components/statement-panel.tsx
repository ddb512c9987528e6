import { useId, useRef, useState } from 'react';
import type { Span } from '#shared/domain/anchors.js';
import { passageElementId, revealElement } from '../lib/statement-navigation';
import type { CommentText, LocalComment } from '../lib/draft';
import { useKeyboardCaret } from '../hooks/use-keyboard-caret';
import { usePassageSelection } from '../hooks/use-passage-selection';
import { SelectionPopover } from './selection-popover';
import { StatementText } from './statement-text';

interface StatementPanelProps {
  text: string;
  comments: readonly LocalComment[];
  numbers: ReadonlyMap<string, number>;
  idPrefix: string;
  activeId: string | null;
  onPassageClick: (commentId: string) => void;
  /** Attaches a comment to the passage; returns the new comment's id. */
  onAddComment: (span: Span, quote: string, text: CommentText) => string;
  /** Passages to underline besides the comments (see StatementText). */
  highlights?: readonly Span[];
}

/** The statement with its highlights, where selecting a passage offers "Add comment". */
export function StatementPanel({
  text,
  comments,
  numbers,
  idPrefix,
  activeId,
  onPassageClick,
  onAddComment,
  highlights,
}: StatementPanelProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [composing, setComposing] = useState(false);
  const { candidate, settle, clear } = usePassageSelection({
    rootRef,
    boxRef,
    text,
    anchors: comments,
    frozen: composing,
  });
  const keyboard = useKeyboardCaret(rootRef, boxRef);

  function close() {
    setComposing(false);
    clear();
    rootRef.current?.focus({ preventScroll: true });
  }

  function save(text: CommentText) {
    if (!candidate) return;
    const id = onAddComment(candidate.span, candidate.quote, text);
    document.getSelection()?.removeAllRanges();
    setComposing(false);
    clear();
    revealElement(passageElementId(idPrefix, id), { later: true });
  }

  if (!text.trim()) {
    return (
      <p className="text-slate-700">
        No text could be read from this statement. Download the original to read it, and use the
        inline comments and the annotated document for your feedback.
      </p>
    );
  }

  return (
    <div ref={boxRef} className="relative">
      <p id={hintId} className="mb-4 text-sm text-slate-600">
        Select a passage with the mouse and choose Add comment to attach a comment to it. With the
        keyboard: focus the statement, move with the arrow keys, hold Shift to select, then press
        Tab to reach Add comment.
      </p>
      <StatementText
        text={text}
        anchors={comments}
        numbers={numbers}
        idPrefix={idPrefix}
        activeId={activeId}
        pending={composing && candidate ? candidate.span : null}
        onPassageClick={onPassageClick}
        rootRef={rootRef}
        describedBy={hintId}
        onKeyDown={keyboard.onKeyDown}
        highlights={highlights}
      />
      {keyboard.caret && !composing ? (
        <span
          aria-hidden="true"
          data-testid="statement-caret"
          className="pointer-events-none absolute w-0.5 bg-slate-900 motion-safe:animate-pulse"
          style={keyboard.caret}
        />
      ) : null}
      {/* One popover while a selection grows (no key per passage): a keyboard user who has
          tabbed to Add comment keeps the focus when the last step of the selection arrives. It
          unmounts when a comment is saved or cancelled, so no text carries to the next one. */}
      {candidate ? (
        <SelectionPopover
          candidate={candidate}
          composing={composing}
          onCompose={() => {
            const passage = settle();
            if (passage && !passage.problem) setComposing(true);
          }}
          onCancel={close}
          onSave={save}
        />
      ) : null}
    </div>
  );
}
