import { useId } from 'react';
import { MAX_MEMO_CHARS } from '#shared/domain/text-limits.js';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { countOf } from '#client/lib/format';
import { cn } from '#client/lib/utils';
import { MEMO_HINT, memoLengthAdvice, memoStats } from '../lib/review-rules';

/** Long-form writing: taller lines than a short answer. */
const writingClass = 'leading-7 sm:leading-6';

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
  const countId = `${id}-count`;
  const stats = memoStats(value);
  const advice = memoLengthAdvice(stats);
  return (
    <div className="grid gap-2">
      <FormField
        id={id}
        label={
          <>
            Summary Memo <span className="font-normal text-slate-500">(required)</span>
          </>
        }
        description="The overall assessment the applicant reads first: strengths, the most important changes, and what to do next."
        describedBy={countId}
      >
        <Textarea
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-required="true"
          maxLength={MAX_MEMO_CHARS}
          rows={12}
          className={cn(writingClass, 'min-h-64')}
        />
      </FormField>
      <div
        id={countId}
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm"
      >
        <span className="text-slate-600 tabular-nums">
          {countOf(stats.words, 'word')} · {countOf(stats.characters, 'character')}
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
  return (
    <FormField
      label={
        <>
          Inline Comments <span className="font-normal text-slate-500">(optional)</span>
        </>
      }
      description="Line edits and notes that are not tied to one passage, e.g. “Paragraph 3: cut the second sentence.”"
    >
      <Textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        maxLength={MAX_MEMO_CHARS}
        rows={6}
        className={writingClass}
      />
    </FormField>
  );
}
