import { Fragment, useId, useMemo, useRef, useState } from 'react';
import type { Span } from '#shared/domain/anchors.js';
import { Checkbox } from '#client/components/ui/checkbox';
import { cn } from '#client/lib/utils';
import { numberComments } from '#shared/domain/anchors.js';
import { segmentText } from '../lib/anchored-comments';
import type { AnchoredCommentInput, PlacedComment } from '../lib/anchored-comments';

/** Ticking suggested wordings into the next draft (the latest round, while a revision is open). */
export interface SuggestionPicker {
  chosen: ReadonlySet<string>;
  onToggle: (id: string, apply: boolean) => void;
}

interface AnnotatedStatementProps {
  text: string;
  comments: AnchoredCommentInput[];
  /** Names the statement for assistive technology (default "Your statement"). */
  label?: string;
  /** Passages to highlight besides the comments: the words a draft took from the reviewer. */
  adopted?: readonly Span[];
  /** The draft after this one, which the follow-up marks ('addressed', 'open') refer to. */
  nextDraft?: number;
  picker?: SuggestionPicker;
  /** False: the text alone, without the comments column (a draft not reviewed yet). */
  withComments?: boolean;
}

/**
 * The statement with each commented passage highlighted in place and numbered, and the
 * comments beside it (below on small screens). A passage's number focuses its comment; a
 * comment's quote focuses its passage.
 */
export function AnnotatedStatement({
  text,
  comments,
  label = 'Your statement',
  adopted,
  nextDraft,
  picker,
  withComments = true,
}: AnnotatedStatementProps) {
  const placed = useMemo(() => numberComments(text, comments), [text, comments]);
  const segments = useMemo(() => segmentText(text, placed, adopted), [text, placed, adopted]);
  // Where each adopted passage begins: screen readers hear it named there.
  const adoptedStarts = useMemo(
    () => new Set((adopted ?? []).map((span) => span.startOffset)),
    [adopted],
  );
  const [active, setActive] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const focusTarget = (selector: string, number: number) => {
    setActive(number);
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  };
  const focusComment = (n: number) => focusTarget(`[data-comment="${n}"]`, n);
  const focusPassage = (n: number) => focusTarget(`[data-begins~="${n}"]`, n);

  return (
    <div
      ref={rootRef}
      className={cn('grid gap-6', withComments && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}
    >
      <div className="min-w-0">
        {text.trim() ? (
          <div
            aria-label={label}
            role="region"
            className="rounded-lg border border-slate-200 bg-white p-4 font-serif text-base leading-8 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere] sm:p-6"
          >
            {segments.map((segment) =>
              segment.covering.length === 0 ? (
                segment.adopted ? (
                  <AdoptedText key={segment.start} begins={adoptedStarts.has(segment.start)}>
                    {segment.text}
                  </AdoptedText>
                ) : (
                  <Fragment key={segment.start}>{segment.text}</Fragment>
                )
              ) : (
                <Fragment key={segment.start}>
                  {segment.beginning.map((n) => (
                    <button
                      key={n}
                      type="button"
                      aria-label={`Comment ${n}`}
                      onClick={() => focusComment(n)}
                      className="mx-0.5 inline-flex size-5 -translate-y-1.5 items-center justify-center rounded-full bg-amber-600 align-baseline font-sans text-[0.7rem] leading-none font-semibold text-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {n}
                    </button>
                  ))}
                  <mark
                    tabIndex={-1}
                    data-comments={segment.covering.join(' ')}
                    data-begins={segment.beginning.join(' ') || undefined}
                    data-adopted={segment.adopted ? '' : undefined}
                    onClick={() => focusComment(segment.covering[0]!)}
                    className={cn(
                      'cursor-pointer rounded-sm text-slate-900 focus:outline-2 focus:outline-amber-600',
                      segment.adopted && adoptedClass,
                      segment.covering.includes(active ?? -1)
                        ? 'bg-amber-300'
                        : segment.covering.length > 1
                          ? 'bg-amber-200'
                          : 'bg-yellow-100',
                    )}
                  >
                    {segment.adopted && adoptedStarts.has(segment.start) ? <AdoptedLabel /> : null}
                    {segment.text}
                  </mark>
                </Fragment>
              ),
            )}
          </div>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            The text of your statement cannot be shown here. Download the original to read it beside
            the comments.
          </p>
        )}
      </div>
      {withComments ? (
        <CommentList
          comments={placed}
          active={active}
          onShowPassage={focusPassage}
          nextDraft={nextDraft}
          picker={picker}
        />
      ) : null}
    </div>
  );
}

/** Words taken from the reviewer: underlined in sky blue, on top of any comment highlight. */
const adoptedClass = 'underline decoration-sky-700 decoration-2 underline-offset-4';

function AdoptedLabel() {
  return <span className="sr-only">(taken from your reviewer:) </span>;
}

function AdoptedText({ children, begins }: { children: string; begins: boolean }) {
  return (
    <mark data-adopted="" className={cn('rounded-sm bg-sky-100 text-slate-900', adoptedClass)}>
      {begins ? <AdoptedLabel /> : null}
      {children}
    </mark>
  );
}

interface CommentListProps {
  comments: PlacedComment[];
  active: number | null;
  onShowPassage: (n: number) => void;
  nextDraft?: number;
  picker?: SuggestionPicker;
}

function CommentList({ comments, active, onShowPassage, nextDraft, picker }: CommentListProps) {
  if (comments.length === 0) {
    return <p className="text-sm text-slate-600">No comments on passages in this round.</p>;
  }
  return (
    <ol aria-label="Comments on passages" className="grid content-start gap-3">
      {comments.map((comment) => (
        <li
          key={comment.id}
          tabIndex={-1}
          data-comment={comment.number}
          className={cn(
            'grid gap-2 rounded-lg border p-3 text-sm focus:outline-2 focus:outline-amber-600',
            active === comment.number ? 'border-amber-400 bg-amber-50' : 'border-slate-200',
          )}
        >
          <div className="flex items-start gap-2">
            <span
              className="flex size-5 shrink-0 items-center justify-center rounded-full bg-amber-600 text-[0.7rem] font-semibold text-white"
              aria-hidden="true"
            >
              {comment.number}
            </span>
            <span className="sr-only">Comment {comment.number}:</span>
            {comment.range ? (
              <button
                type="button"
                onClick={() => onShowPassage(comment.number)}
                className="text-left text-slate-600 italic underline decoration-amber-400 decoration-dotted underline-offset-4 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                “{comment.quote}”<span className="sr-only"> (show in statement)</span>
              </button>
            ) : (
              <span className="text-slate-600 italic">
                “{comment.quote}”{' '}
                <span className="not-italic">(passage not found in the text)</span>
              </span>
            )}
          </div>
          <p className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
            {comment.body}
          </p>
          {comment.suggestion ? (
            <SuggestedWording
              id={comment.id}
              suggestion={comment.suggestion}
              picker={comment.range ? picker : undefined}
            />
          ) : null}
          {comment.followUp && nextDraft ? (
            <p
              className={cn(
                'justify-self-start rounded-full px-2.5 py-0.5 text-xs font-medium',
                comment.followUp === 'addressed'
                  ? 'bg-green-50 text-green-800'
                  : 'bg-amber-50 text-amber-900',
              )}
            >
              {comment.followUp === 'addressed'
                ? `Addressed in draft ${nextDraft}`
                : `Still open in draft ${nextDraft}`}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

interface SuggestedWordingProps {
  id: string;
  suggestion: string;
  picker?: SuggestionPicker;
}

/** The reviewer's wording for the passage, and, in the latest round, the tick to apply it. */
function SuggestedWording({ id, suggestion, picker }: SuggestedWordingProps) {
  const wordingId = useId();
  return (
    <div className="grid gap-2 rounded-md border border-sky-200 bg-sky-50 p-2.5">
      <p id={wordingId} className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
        <span className="font-medium">Suggested wording:</span> “{suggestion}”
      </p>
      {picker ? (
        <label className="flex items-start gap-2 text-slate-800">
          <Checkbox
            aria-describedby={wordingId}
            checked={picker.chosen.has(id)}
            onChange={(event) => picker.onToggle(id, event.target.checked)}
          />
          <span>Apply to my next draft</span>
        </label>
      ) : null}
    </div>
  );
}
