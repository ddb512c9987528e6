import { countWords } from '#shared/domain/word-count.js';
import {
  RUBRIC_MAX,
  RUBRIC_MIN,
  rubricCriterionLabels,
  type RubricCriterion,
} from '#shared/domain/rubric.js';

/* The review's own rules: the memo's recommended length and the rubric's five criteria. */

/** A summary memo of 300-600 words is recommended (docs/product.md §6 Reviews). */
export const MEMO_WORDS_MIN = 300;
export const MEMO_WORDS_MAX = 600;
export const MEMO_HINT = '300-600 words recommended';

export type MemoLength = 'empty' | 'short' | 'good' | 'long';

export interface MemoStats {
  words: number;
  characters: number;
  length: MemoLength;
}

/** Word and character counts of the memo, and where it sits against the recommended range. */
export function memoStats(memo: string): MemoStats {
  const words = countWords(memo);
  const length: MemoLength =
    words === 0
      ? 'empty'
      : words < MEMO_WORDS_MIN
        ? 'short'
        : words > MEMO_WORDS_MAX
          ? 'long'
          : 'good';
  return { words, characters: memo.length, length };
}

/** What to tell the reviewer about the memo's length, or null when it is fine or empty. */
export function memoLengthAdvice(stats: MemoStats): string | null {
  if (stats.length === 'short') {
    return `${MEMO_WORDS_MIN - stats.words} more ${MEMO_WORDS_MIN - stats.words === 1 ? 'word' : 'words'} to reach the recommended length.`;
  }
  if (stats.length === 'long') {
    return `${stats.words - MEMO_WORDS_MAX} ${stats.words - MEMO_WORDS_MAX === 1 ? 'word' : 'words'} over the recommended length.`;
  }
  return null;
}

/** What each criterion asks of the statement, as the reviewer reads it. */
export const criterionQuestions: Record<RubricCriterion, string> = {
  clarity: 'Is every sentence easy to follow on first reading?',
  structure: 'Does the statement open, build and close with purpose?',
  voice: 'Does it sound like one particular person?',
  authenticity: 'Are the experiences specific, true to life and the applicant’s own?',
  ethics: 'Is it honest and professional, free of exaggeration and of others’ words?',
};

/** "Clarity: 4 of 5". */
export function scoreLabel(criterion: RubricCriterion, score: number): string {
  return `${rubricCriterionLabels[criterion]}: ${score} of ${RUBRIC_MAX}`;
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
