import { rubricCriteria, rubricCriterionLabels } from '#shared/domain/rubric.js';
import type { RubricScores as Scores } from '#shared/schemas/reviews.js';
import { cn } from '#client/lib/utils';
import { describeScoreChange, scoreChanges } from '../lib/rubric';
import { StarScore } from './stars';

interface RubricScoresProps {
  scores: Scores;
  /** The previous round's scores: each criterion then shows how it moved. */
  previous?: { round: number; scores: Scores };
}

/** The five criteria as read-only stars, and the change from the previous round if any. */
export function RubricScores({ scores, previous }: RubricScoresProps) {
  const changes = previous ? scoreChanges(previous.scores, scores) : [];
  return (
    <div className="grid gap-5">
      <dl className="grid gap-3">
        {rubricCriteria.map((criterion) => (
          <div
            key={criterion}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-100 pb-3 last:border-0 last:pb-0"
          >
            <dt className="font-medium text-slate-900">{rubricCriterionLabels[criterion]}</dt>
            <dd>
              <StarScore value={scores[criterion]} />
            </dd>
          </div>
        ))}
      </dl>
      {previous ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-slate-900">
            Changes since round {previous.round}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {changes.map((change) => (
              <li
                key={change.criterion}
                className={cn(
                  'rounded-full px-3 py-1 text-sm',
                  change.delta > 0 && 'bg-green-50 text-green-800',
                  change.delta < 0 && 'bg-red-50 text-red-800',
                  change.delta === 0 && 'bg-slate-100 text-slate-700',
                )}
              >
                {describeScoreChange(change)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
