import type { RubricCriterion } from '../../../../shared/schemas/reviews.js';

/** The five criteria as the reviewer and the applicant read them. */
export const criterionInfo: Record<RubricCriterion, { label: string; question: string }> = {
  clarity: { label: 'Clarity', question: 'Is every sentence easy to follow on first reading?' },
  structure: {
    label: 'Structure',
    question: 'Does the statement open, build and close with purpose?',
  },
  voice: { label: 'Voice', question: 'Does it sound like one particular person?' },
  authenticity: {
    label: 'Authenticity',
    question: 'Are the experiences specific, true to life and the applicant’s own?',
  },
  ethics: {
    label: 'Ethics',
    question: 'Is it honest and professional, free of exaggeration and of others’ words?',
  },
};

export const RUBRIC_MIN = 1;
export const RUBRIC_MAX = 5;

/** "Clarity: 4 of 5". */
export function scoreLabel(criterion: RubricCriterion, score: number): string {
  return `${criterionInfo[criterion].label}: ${score} of ${RUBRIC_MAX}`;
}

/** The score an arrow key leads to (wrapping like native radio buttons), or null for other keys. */
export function scoreForKey(key: string, current: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current >= RUBRIC_MAX ? RUBRIC_MIN : current + 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return current <= RUBRIC_MIN ? RUBRIC_MAX : current - 1;
    case 'Home':
      return RUBRIC_MIN;
    case 'End':
      return RUBRIC_MAX;
    default:
      return /^[1-5]$/.test(key) ? Number(key) : null;
  }
}
