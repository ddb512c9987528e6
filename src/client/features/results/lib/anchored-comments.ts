import type { NumberedComment, Span } from '#shared/domain/anchors.js';

/** A reviewer's comment on a passage, as the results API sends it. */
export interface AnchoredCommentInput {
  id: string;
  startOffset: number;
  endOffset: number;
  quote: string;
  body: string;
  /** The reviewer's suggested wording for the passage, or null. */
  suggestion?: string | null;
  /** How the next round's reviewer marked the comment, or null. */
  followUp?: 'addressed' | 'open' | null;
}

/** A comment with its number in reading order and where it sits in the text (null: not found). */
export type PlacedComment = NumberedComment<AnchoredCommentInput>;

/** A run of the statement text and the comments (by number) that cover it. */
export interface TextSegment {
  start: number;
  text: string;
  /** Numbers of the comments covering this run; empty for plain text. */
  covering: number[];
  /** Numbers of the comments whose passage begins with this run. */
  beginning: number[];
  /** The run lies in one of the extra highlighted spans (words taken from the reviewer). */
  adopted: boolean;
}

/**
 * Cuts the text at every passage boundary, so overlapping passages stay visible: each run
 * lists every comment covering it. The server refuses overlaps, but stored comments can still
 * overlap here (saved before it checked them, or re-anchored by locatePassage to the same
 * words). Joining the runs' text gives the statement back unchanged. `adopted` spans (character
 * offsets, e.g. the words a draft took from the reviewer) cut the text too and mark their runs.
 */
export function segmentText(
  text: string,
  comments: PlacedComment[],
  adopted: readonly Span[] = [],
): TextSegment[] {
  const placed = comments.filter(
    (c): c is PlacedComment & { range: { start: number; end: number } } => c.range !== null,
  );
  const cuts = new Set([0, text.length]);
  for (const c of placed) {
    cuts.add(c.range.start);
    cuts.add(c.range.end);
  }
  for (const span of adopted) {
    cuts.add(Math.min(Math.max(span.startOffset, 0), text.length));
    cuts.add(Math.min(Math.max(span.endOffset, 0), text.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: TextSegment[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const start = points[i]!;
    const end = points[i + 1]!;
    if (start === end) continue;
    segments.push({
      start,
      text: text.slice(start, end),
      covering: placed
        .filter((c) => c.range.start <= start && c.range.end >= end)
        .map((c) => c.number),
      beginning: placed.filter((c) => c.range.start === start).map((c) => c.number),
      adopted: adopted.some((span) => span.startOffset <= start && span.endOffset >= end),
    });
  }
  return segments;
}
