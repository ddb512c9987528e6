import { countWords } from '../../../../shared/domain/word-count.js';

/** SPEC section 2: a summary memo of 300-600 words is recommended. */
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

/** '1 word', '412 words'. */
export function wordsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'word' : 'words'}`;
}

/** '1 character', '2,310 characters'. */
export function charactersLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'character' : 'characters'}`;
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
