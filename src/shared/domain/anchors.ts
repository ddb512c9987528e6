/**
 * Anchored comments (docs/product.md §6 Reviews): a reviewer's comment on a passage of the
 * statement, addressed by character offsets into the text exactly as the server stores it
 * ([startOffset, endOffset), like String.prototype.slice), with the quoted passage.
 *
 * One rule set for everyone: the server refuses a comment whose quote is not the text between
 * its offsets, and passages that overlap (touching ends do not); the workspace refuses the same
 * selections before saving. The results page re-anchors stored comments to the text
 * (locatePassage) and still shows overlaps, because comments saved before the server checked
 * them, or two re-anchored to the same words, can overlap.
 */

/** The API keeps quotes of at most this many characters. */
export const MAX_QUOTE_CHARS = 5_000;

export interface Span {
  startOffset: number;
  endOffset: number;
}

export interface Anchor extends Span {
  id: string;
}

export interface QuotedSpan extends Span {
  quote: string;
}

/** True when the span lies inside the text and covers at least one character. */
export function isValidSpan(text: string, span: Span): boolean {
  return (
    Number.isInteger(span.startOffset) &&
    Number.isInteger(span.endOffset) &&
    span.startOffset >= 0 &&
    span.endOffset <= text.length &&
    span.startOffset < span.endOffset
  );
}

/** Two spans share at least one character (touching ends do not overlap). */
export function spansOverlap(a: Span, b: Span): boolean {
  return a.startOffset < b.endOffset && b.startOffset < a.endOffset;
}

/** The first comment whose passage overlaps the span, ignoring the comment `exceptId`. */
export function findOverlap<T extends Anchor>(
  anchors: readonly T[],
  span: Span,
  exceptId?: string,
): T | undefined {
  return anchors.find((anchor) => anchor.id !== exceptId && spansOverlap(anchor, span));
}

/** Comments in reading order: by start, then by end. */
export function sortByPosition<T extends Span>(anchors: readonly T[]): T[] {
  return [...anchors].sort((a, b) => a.startOffset - b.startOffset || a.endOffset - b.endOffset);
}

/** The quote is exactly the text between the offsets. */
export function quoteMatches(text: string, comment: QuotedSpan): boolean {
  // The length too: slice stops at the text's end, so an end past it matched a quote of the
  // text's last characters.
  return (
    comment.endOffset - comment.startOffset === comment.quote.length &&
    text.slice(comment.startOffset, comment.endOffset) === comment.quote
  );
}

export type AnchorProblem = 'stale_quote' | 'overlap';

/** What the server answers for each problem. */
export const anchorProblemMessages: Readonly<Record<AnchorProblem, string>> = {
  stale_quote:
    'A comment no longer matches the statement text. Reload the workspace and attach it again.',
  overlap: 'Two comments cover overlapping passages. Attach each to its own passage.',
};

/** The first problem in reading order (a stale quote, then an overlap), or null when none. */
export function anchorProblem(text: string, comments: readonly QuotedSpan[]): AnchorProblem | null {
  const sorted = sortByPosition(comments);
  for (const [index, comment] of sorted.entries()) {
    if (!quoteMatches(text, comment)) return 'stale_quote';
    const previous = sorted[index - 1];
    if (previous && spansOverlap(previous, comment)) return 'overlap';
  }
  return null;
}

/** The occurrence of `quote` in `text` nearest to `near`, or -1. */
export function nearestOccurrence(text: string, quote: string, near: number): number {
  let best = -1;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    if (best === -1 || Math.abs(at - near) < Math.abs(best - near)) best = at;
  }
  return best;
}

/**
 * Where a stored comment's passage is in the text: its offsets when the text there is the quote;
 * else the occurrence of the quote nearest to them (the text moved); else the offsets alone,
 * when they fit the text (the quote was stored with different whitespace); else nowhere.
 */
export function locatePassage(
  text: string,
  comment: QuotedSpan,
): { start: number; end: number } | null {
  const { startOffset: start, endOffset: end, quote } = comment;
  const valid = isValidSpan(text, comment);
  if (valid && quoteMatches(text, comment)) return { start, end };
  if (quote) {
    const found = nearestOccurrence(text, quote, start);
    if (found !== -1) return { start: found, end: found + quote.length };
  }
  return valid ? { start, end } : null;
}

/** A comment with its number in reading order and where its passage is (null: not found). */
export type NumberedComment<T extends QuotedSpan> = T & {
  number: number;
  range: { start: number; end: number } | null;
};

/**
 * Places the comments (locatePassage) and numbers them 1, 2, 3... in reading order, by start
 * then end; comments whose passage is not found come last. The results page, the PDF and the
 * Word file number the same comment the same way.
 */
export function numberComments<T extends QuotedSpan>(
  text: string,
  comments: readonly T[],
): NumberedComment<T>[] {
  const located = comments.map((comment, index) => ({
    comment,
    index,
    range: locatePassage(text, comment),
  }));
  located.sort((a, b) => {
    if (!a.range || !b.range) return a.range ? -1 : b.range ? 1 : a.index - b.index;
    return a.range.start - b.range.start || a.range.end - b.range.end || a.index - b.index;
  });
  return located.map(({ comment, range }, i) => ({ ...comment, number: i + 1, range }));
}
