import {
  isValidSpan,
  sortByPosition,
  spansOverlap,
  type Anchor,
  type Span,
} from '#shared/domain/anchors.js';

/**
 * How the workspace shows anchored comments (the rules themselves are #shared/domain/anchors):
 * pure functions, so the highlight logic is tested without a browser.
 */

/** One run of the statement: plain text, or the passage of one comment. */
export interface Segment {
  start: number;
  end: number;
  text: string;
  /** The comment highlighted here, or null for plain text. */
  anchorId: string | null;
}

/**
 * Shrinks a selected span so it starts and ends on visible characters (a double-click or a
 * drag often takes the neighbouring space or line break); null when nothing but space is left.
 */
export function trimSpan(text: string, start: number, end: number): Span | null {
  let from = Math.max(0, Math.min(start, end));
  let to = Math.min(text.length, Math.max(start, end));
  while (from < to && /\s/u.test(text[from]!)) from += 1;
  while (to > from && /\s/u.test(text[to - 1]!)) to -= 1;
  return from < to ? { startOffset: from, endOffset: to } : null;
}

/**
 * Cuts the text into plain and highlighted runs. Comments outside the text, or overlapping one
 * placed earlier, are left out of the highlights (they are still listed beside the text).
 */
export function segmentText(text: string, anchors: readonly Anchor[]): Segment[] {
  const placed: Anchor[] = [];
  for (const anchor of sortByPosition(anchors)) {
    if (!isValidSpan(text, anchor)) continue;
    const previous = placed[placed.length - 1];
    if (previous && spansOverlap(previous, anchor)) continue;
    placed.push(anchor);
  }
  const segments: Segment[] = [];
  let cursor = 0;
  const push = (start: number, end: number, anchorId: string | null) => {
    if (end > start) segments.push({ start, end, text: text.slice(start, end), anchorId });
  };
  for (const anchor of placed) {
    push(cursor, anchor.startOffset, null);
    push(anchor.startOffset, anchor.endOffset, anchor.id);
    cursor = anchor.endOffset;
  }
  push(cursor, text.length, null);
  return segments;
}

/** The ids of the comments that segmentText highlights (the others cannot be shown in place). */
export function placedAnchorIds(text: string, anchors: readonly Anchor[]): Set<string> {
  return new Set(
    segmentText(text, anchors)
      .map((segment) => segment.anchorId)
      .filter((id): id is string => id !== null),
  );
}

/** A quote short enough for a list: whole words, an ellipsis in the middle when cut. */
export function shortQuote(quote: string, max = 160): string {
  const flat = quote.replace(/\s+/gu, ' ').trim();
  if (flat.length <= max) return flat;
  const half = Math.floor((max - 1) / 2);
  const head = flat.slice(0, half).replace(/\s+\S*$/u, '');
  const tail = flat.slice(flat.length - half).replace(/^\S*\s+/u, '');
  return `${head} … ${tail}`;
}

/** Comments in reading order, their numbers ("Comment 2") and which ones are highlighted. */
export function indexAnchors<T extends Anchor>(text: string, anchors: readonly T[]) {
  const sorted = sortByPosition(anchors);
  return {
    sorted,
    numbers: new Map(sorted.map((anchor, index) => [anchor.id, index + 1])),
    placed: placedAnchorIds(text, sorted),
  };
}

/** A piece of a segment, inside or outside a highlighted span (e.g. an adopted passage). */
export interface HighlightRun {
  start: number;
  text: string;
  highlighted: boolean;
}

/**
 * Cuts one segment further at the edges of `highlights` (spans of the whole text), so a second
 * kind of highlight can sit inside plain text and inside comment passages alike.
 */
export function highlightRuns(segment: Segment, highlights: readonly Span[]): HighlightRun[] {
  const runs: HighlightRun[] = [];
  let cursor = segment.start;
  const push = (end: number, highlighted: boolean) => {
    if (end <= cursor) return;
    runs.push({
      start: cursor,
      text: segment.text.slice(cursor - segment.start, end - segment.start),
      highlighted,
    });
    cursor = end;
  };
  for (const span of sortByPosition(highlights)) {
    if (span.endOffset <= cursor || span.startOffset >= segment.end) continue;
    push(Math.max(cursor, span.startOffset), false);
    push(Math.min(segment.end, span.endOffset), true);
  }
  push(segment.end, false);
  return runs;
}
