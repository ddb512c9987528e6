/**
 * Counts words the same way for an uploaded statement (server, extracted text) and pasted text
 * (submit page), so the number an applicant sees is the number the reviewer sees.
 */

// A word is a run of non-space characters holding at least one letter or digit: a lone dash or
// bullet between words is not a word, but "don't", "co-author" and "2024" each count once.
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/u)) {
    if (HAS_LETTER_OR_DIGIT.test(token)) count += 1;
  }
  return count;
}
