import { useId } from 'react';
import { MAX_MEMO_CHARS } from '../../../../shared/schemas/reviews.js';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import {
  charactersLabel,
  MEMO_HINT,
  memoLengthAdvice,
  memoStats,
  wordsLabel,
} from '../lib/review-rules';

const textareaClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base leading-7 text-slate-900 placeholder:text-slate-400 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:text-sm sm:leading-6';

interface FieldProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The summary memo: required to submit, with live word and character counts. */
export function SummaryMemoField({ id: givenId, value, onChange, disabled }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const stats = memoStats(value);
  const advice = memoLengthAdvice(stats);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        Summary Memo <span className="font-normal text-slate-500">(required)</span>
      </Label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        The overall assessment the applicant reads first: strengths, the most important changes, and
        what to do next.
      </p>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-required="true"
        aria-describedby={`${id}-hint ${id}-count`}
        maxLength={MAX_MEMO_CHARS}
        rows={12}
        className={cn(textareaClass, 'min-h-64')}
      />
      <div
        id={`${id}-count`}
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm"
      >
        <span className="text-slate-600 tabular-nums">
          {wordsLabel(stats.words)} · {charactersLabel(stats.characters)}
        </span>
        <span
          className={cn(
            stats.length === 'short' || stats.length === 'long'
              ? 'font-medium text-amber-800'
              : stats.length === 'good'
                ? 'text-green-700'
                : 'text-slate-500',
          )}
        >
          {MEMO_HINT}
          {advice ? ` — ${advice}` : null}
        </span>
      </div>
    </div>
  );
}

/** Free-form inline notes (line edits and remarks not tied to one passage). */
export function InlineCommentsField({ value, onChange, disabled }: FieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        Inline Comments <span className="font-normal text-slate-500">(optional)</span>
      </Label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Line edits and notes that are not tied to one passage, e.g. “Paragraph 3: cut the second
        sentence.”
      </p>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        maxLength={MAX_MEMO_CHARS}
        rows={6}
        className={textareaClass}
      />
    </div>
  );
}
