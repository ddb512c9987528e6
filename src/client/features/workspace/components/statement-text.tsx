import { Fragment, type KeyboardEventHandler, type Ref } from 'react';
import { cn } from '#client/lib/utils';
import type { Anchor, Span } from '#shared/domain/anchors.js';
import { highlightRuns, segmentText, type Segment } from '../lib/anchors';
import { passageElementId } from '../lib/statement-navigation';

const PENDING_ID = '\u0000pending';

interface StatementTextProps {
  text: string;
  anchors: readonly Anchor[];
  /** Reading-order numbers of the comments ("Comment 2"). */
  numbers: ReadonlyMap<string, number>;
  /** Prefix of the passages' DOM ids (see cross-focus). */
  idPrefix: string;
  activeId?: string | null;
  /** The passage being commented on, shown highlighted while the reviewer writes. */
  pending?: Span | null;
  onPassageClick?: (commentId: string) => void;
  rootRef?: Ref<HTMLDivElement>;
  describedBy?: string;
  /** Keyboard selection (see useKeyboardCaret). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  /** Passages to underline besides the comments (the wording taken from the reviewer). */
  highlights?: readonly Span[];
}

/** A segment's text, with the highlighted parts in their own <span>. */
function withHighlights(segment: Segment, highlights: readonly Span[]) {
  if (!highlights.length) return segment.text;
  return highlightRuns(segment, highlights).map((run) =>
    run.highlighted ? (
      <span
        key={run.start}
        data-adopted=""
        title="Taken from your suggestions, comments or memo"
        className="bg-violet-100 underline decoration-violet-600 decoration-dotted decoration-2 underline-offset-4"
      >
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}

/**
 * The statement as the applicant wrote it (line breaks kept, a readable serif), with each
 * commented passage in a <mark> (and, optionally, other passages in a <span>). Nothing but the
 * statement's own characters is rendered inside, so character offsets in the DOM equal offsets
 * in the text.
 */
export function StatementText({
  text,
  anchors,
  numbers,
  idPrefix,
  activeId = null,
  pending = null,
  onPassageClick,
  rootRef,
  describedBy,
  onKeyDown,
  highlights = [],
}: StatementTextProps) {
  const all = pending ? [...anchors, { id: PENDING_ID, ...pending }] : anchors;
  const segments = segmentText(text, all);

  return (
    <div
      ref={rootRef}
      tabIndex={0}
      role="region"
      aria-label="Statement text"
      aria-describedby={describedBy}
      data-testid="statement-text"
      onKeyDown={onKeyDown}
      className="max-w-[70ch] rounded-md font-serif text-[1.0625rem] leading-8 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900 selection:bg-sky-200 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:outline-none"
    >
      {segments.map((segment) => {
        if (segment.anchorId === null) {
          return <Fragment key={segment.start}>{withHighlights(segment, highlights)}</Fragment>;
        }
        if (segment.anchorId === PENDING_ID) {
          return (
            <mark key="pending" className="rounded-sm bg-sky-200 text-inherit">
              {withHighlights(segment, highlights)}
            </mark>
          );
        }
        const id = segment.anchorId;
        const number = numbers.get(id);
        return (
          <mark
            key={id}
            id={passageElementId(idPrefix, id)}
            tabIndex={-1}
            data-comment-id={id}
            title={number ? `Comment ${number}` : undefined}
            onClick={() => {
              // A drag that starts inside a highlight selects text; only a plain click jumps.
              if (document.getSelection()?.isCollapsed === false) return;
              onPassageClick?.(id);
            }}
            className={cn(
              'cursor-pointer rounded-sm bg-amber-100 text-inherit decoration-amber-500 decoration-2 underline-offset-4 outline-none hover:bg-amber-200 focus-visible:ring-2 focus-visible:ring-ring',
              id === activeId && 'bg-amber-200 underline',
            )}
          >
            {withHighlights(segment, highlights)}
          </mark>
        );
      })}
    </div>
  );
}
