import {
  RUBRIC_MAX,
  rubricCriteria,
  rubricCriterionLabels,
  type RubricCriterion,
} from '#shared/domain/rubric.js';
import type { RubricScores } from '#shared/schemas/reviews.js';

export interface ScoreChange {
  criterion: RubricCriterion;
  label: string;
  from: number;
  to: number;
  delta: number;
}

/** Each criterion's score in the previous round and in this one, in rubric order. */
export function scoreChanges(previous: RubricScores, current: RubricScores): ScoreChange[] {
  return rubricCriteria.map((criterion) => ({
    criterion,
    label: rubricCriterionLabels[criterion],
    from: previous[criterion],
    to: current[criterion],
    delta: current[criterion] - previous[criterion],
  }));
}

/** +2, -1, or 'no change'. */
export function formatDelta(delta: number): string {
  if (delta === 0) return 'no change';
  return delta > 0 ? `+${delta}` : `${delta}`;
}

/** 'Structure 3 → 5 (+2)'. */
export function describeScoreChange(change: ScoreChange): string {
  return `${change.label} ${change.from} → ${change.to} (${formatDelta(change.delta)})`;
}

/** '4 out of 5'. */
export function scoreLabel(score: number): string {
  return `${score} out of ${RUBRIC_MAX}`;
}
