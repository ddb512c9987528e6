import { Star } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import {
  RUBRIC_MAX,
  rubricCriteria,
  rubricCriterionLabels,
  type RubricCriterion,
} from '#shared/domain/rubric.js';
import type { RubricScores } from '#shared/schemas/reviews.js';
import { cn } from '#client/lib/utils';
import { criterionQuestions, scoreForKey, scoreLabel } from '../lib/review-rules';

const STEPS = Array.from({ length: RUBRIC_MAX }, (_, i) => i + 1);

interface StarRadioGroupProps {
  criterion: RubricCriterion;
  value: number;
  onChange: (score: number) => void;
}

/**
 * Five stars that behave as one radio group: click a star, or focus the group with Tab and use
 * the arrow keys (Home, End and 1-5 work too). Each star is named "Clarity: 4 of 5".
 */
function StarRadioGroup({ criterion, value, onChange }: StarRadioGroupProps) {
  const labelId = useId();
  const hintId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const label = rubricCriterionLabels[criterion];
  const question = criterionQuestions[criterion];

  function choose(score: number) {
    onChange(score);
    buttons.current[score - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const next = scoreForKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4">
      <div>
        <p id={labelId} className="text-sm font-medium text-slate-900">
          {label}
        </p>
        <p id={hintId} className="text-xs text-slate-500">
          {question}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={hintId}
          className="flex"
          onKeyDown={onKeyDown}
        >
          {STEPS.map((score) => (
            <button
              key={score}
              ref={(element) => {
                buttons.current[score - 1] = element;
              }}
              type="button"
              role="radio"
              aria-checked={score === value}
              aria-label={scoreLabel(criterion, score)}
              tabIndex={score === value ? 0 : -1}
              onClick={() => choose(score)}
              className="rounded-md p-1.5 text-amber-500 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:outline-none"
            >
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7',
                  score <= value ? 'fill-amber-400' : 'fill-none text-slate-300',
                )}
              />
            </button>
          ))}
        </div>
        <span className="text-sm text-slate-600 tabular-nums" aria-hidden="true">
          {value}/{RUBRIC_MAX}
        </span>
      </div>
    </div>
  );
}

interface RubricFieldProps {
  scores: RubricScores;
  onChange: (criterion: RubricCriterion, score: number) => void;
  /** While the round is being submitted: a change then would not be in what was sent. */
  disabled?: boolean;
}

/** The five-criterion rubric (docs/product.md §6 Reviews), 1-5 stars each (default 3). */
export function RubricField({ scores, onChange, disabled = false }: RubricFieldProps) {
  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-900">Rubric Scores</legend>
      {rubricCriteria.map((criterion) => (
        <StarRadioGroup
          key={criterion}
          criterion={criterion}
          value={scores[criterion]}
          onChange={(score) => onChange(criterion, score)}
        />
      ))}
    </fieldset>
  );
}

/** The scores of a delivered round, read-only. */
export function RubricScoresView({ scores }: { scores: RubricScores }) {
  return (
    <dl className="grid gap-2">
      {rubricCriteria.map((criterion) => (
        <div key={criterion} className="flex items-center justify-between gap-3">
          <dt className="text-sm text-slate-700">{rubricCriterionLabels[criterion]}</dt>
          <dd>
            <span className="flex" role="img" aria-label={scoreLabel(criterion, scores[criterion])}>
              {STEPS.map((score) => (
                <Star
                  key={score}
                  aria-hidden="true"
                  className={cn(
                    'size-4',
                    score <= scores[criterion] ? 'fill-amber-400 text-amber-500' : 'text-slate-300',
                  )}
                />
              ))}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
