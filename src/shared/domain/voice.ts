/**
 * "Your voice" (docs/product.md §6): how much of a revised draft is taken word for word from
 * the reviewer's suggestions, comments and memo. A word counts as adopted when it lies in a run
 * of at least ADOPTED_RUN_WORDS words that also appears, in order, in the reviewer's writing and
 * appears in none of the applicant's earlier drafts (reviewers quote the applicant's own words;
 * those stay the applicant's).
 */

export const ADOPTED_RUN_WORDS = 6;

interface Word {
  key: string;
  start: number;
  end: number;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * A token without the punctuation around it, found by walking in from both ends: a regular
 * expression anchored at the end (`[^...]+$`) retries from every position of a long run of
 * punctuation, and a draft of one 30,000-character token held the server for seconds.
 */
function trimToWord(token: string): string {
  const chars = Array.from(token);
  let start = 0;
  let end = chars.length;
  while (start < end && !WORD_CHAR.test(chars[start]!)) start++;
  while (end > start && !WORD_CHAR.test(chars[end - 1]!)) end--;
  return chars.slice(start, end).join('');
}

// Words compared without case and without the punctuation around them.
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/\S+/gu)) {
    const key = trimToWord(match[0].toLowerCase());
    if (key) words.push({ key, start: match.index, end: match.index + match[0].length });
  }
  return words;
}

function runsOf(text: string): Set<string> {
  const keys = wordsOf(text).map((word) => word.key);
  const runs = new Set<string>();
  for (let i = 0; i + ADOPTED_RUN_WORDS <= keys.length; i++) {
    runs.add(keys.slice(i, i + ADOPTED_RUN_WORDS).join(' '));
  }
  return runs;
}

export interface VoiceMeasure {
  totalWords: number;
  adoptedWords: number;
  /** The applicant's own share, 0-100, rounded. */
  ownPercent: number;
  /** The adopted passages, as character offsets into the draft. */
  adoptedPassages: { startOffset: number; endOffset: number }[];
}

/** The applicant's own share of a draft, 0-100, rounded. */
export function ownPercent(measure: { totalWords: number; adoptedWords: number }): number {
  return measure.totalWords
    ? Math.round(100 * (1 - measure.adoptedWords / measure.totalWords))
    : 100;
}

export function measureVoice(
  draft: string,
  reviewerWriting: readonly string[],
  earlierDrafts: readonly string[],
): VoiceMeasure {
  const words = wordsOf(draft);
  const reviewerRuns = new Set(reviewerWriting.flatMap((text) => [...runsOf(text)]));
  const ownRuns = new Set(earlierDrafts.flatMap((text) => [...runsOf(text)]));
  const adopted = new Array<boolean>(words.length).fill(false);
  for (let i = 0; i + ADOPTED_RUN_WORDS <= words.length; i++) {
    const run = words
      .slice(i, i + ADOPTED_RUN_WORDS)
      .map((word) => word.key)
      .join(' ');
    if (reviewerRuns.has(run) && !ownRuns.has(run)) adopted.fill(true, i, i + ADOPTED_RUN_WORDS);
  }
  const adoptedPassages: VoiceMeasure['adoptedPassages'] = [];
  words.forEach((word, i) => {
    if (!adopted[i]) return;
    const last = adoptedPassages[adoptedPassages.length - 1];
    if (last && adopted[i - 1]) last.endOffset = word.end;
    else adoptedPassages.push({ startOffset: word.start, endOffset: word.end });
  });
  const counts = { totalWords: words.length, adoptedWords: adopted.filter(Boolean).length };
  return { ...counts, ownPercent: ownPercent(counts), adoptedPassages };
}
