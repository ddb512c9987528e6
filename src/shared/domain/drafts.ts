import { diffWords } from 'diff';
import { countWords } from './word-count.js';
import { nearestOccurrence, sortByPosition, spansOverlap, type QuotedSpan } from './anchors.js';

/**
 * Drafts and revision rounds (docs/product.md §6): a statement has versions; round N reviews
 * draft N. These rules are shared so the applicant's preview, the reviewer's workspace and the
 * server agree on what changed, where old comments now sit, and what applying a suggestion does.
 */

export interface DraftChange {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * Past this many edits (words and the spaces between them), one draft is shown as replaced by
 * the other: the word-level comparison costs time in proportion to the edits times the length
 * (seconds on the main thread for a rewritten 30,000-character draft) and says little anyway.
 */
export const MAX_COMPARED_EDITS = 2_000;

/** A word-level comparison of two drafts, in reading order. */
export function compareDrafts(previous: string, next: string): DraftChange[] {
  const parts = diffWords(previous, next, { maxEditLength: MAX_COMPARED_EDITS });
  if (!parts) {
    return [
      { kind: 'removed' as const, text: previous },
      { kind: 'added' as const, text: next },
    ].filter((change) => change.text !== '');
  }
  return parts.map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

/** Draft 1, an order's statement: the text pasted, else the text read from its document. */
export function statementTextOf(pastedText: string | null, documentText: string | null): string {
  return pastedText ?? documentText ?? '';
}

/** The draft round N reviewed: draft N, or the latest before it (rounds revised before drafts). */
export function draftOfRound<D extends { number: number }>(
  drafts: readonly D[],
  round: number,
): D | undefined {
  return drafts.findLast((draft) => draft.number <= round) ?? drafts[0];
}

/** How many words a comparison adds and removes. */
export function changeCounts(changes: readonly DraftChange[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const change of changes) {
    if (change.kind === 'added') added += countWords(change.text);
    if (change.kind === 'removed') removed += countWords(change.text);
  }
  return { added, removed };
}

/**
 * Where a previous round's comment sits in the new draft: the occurrence of its quoted passage
 * nearest to where it was, or null when the passage no longer exists word for word ("passage
 * changed").
 */
export function reanchorInDraft(
  draft: string,
  comment: QuotedSpan,
): { startOffset: number; endOffset: number } | null {
  if (!comment.quote) return null;
  const at = nearestOccurrence(draft, comment.quote, comment.startOffset);
  return at === -1 ? null : { startOffset: at, endOffset: at + comment.quote.length };
}

/**
 * The previous round's comments as the next draft carries them (docs/product.md §6): each, in
 * passage order, at its place in the draft, unless its passage changed or one carried before it
 * already covers part of that place (passages never overlap). Each comment's anchor, or null.
 */
export function carriedAnchors<C extends QuotedSpan>(
  draft: string,
  comments: readonly C[],
): Map<C, { startOffset: number; endOffset: number } | null> {
  const anchors = new Map<C, { startOffset: number; endOffset: number } | null>();
  const carried: { startOffset: number; endOffset: number }[] = [];
  for (const comment of sortByPosition(comments)) {
    const anchor = reanchorInDraft(draft, comment);
    const kept = anchor && !carried.some((earlier) => spansOverlap(earlier, anchor));
    anchors.set(comment, kept ? anchor : null);
    if (kept) carried.push(anchor);
  }
  return anchors;
}

export interface Suggestion extends QuotedSpan {
  suggestion: string;
}

/**
 * The draft with the chosen suggestions applied: each replaces its passage when the passage is
 * still there word for word; a suggestion whose passage changed, or that overlaps one applied
 * before it, is left out.
 */
export function applySuggestions(draft: string, suggestions: readonly Suggestion[]): string {
  const applied: Suggestion[] = [];
  for (const suggestion of sortByPosition(suggestions)) {
    if (draft.slice(suggestion.startOffset, suggestion.endOffset) !== suggestion.quote) continue;
    if (applied.some((earlier) => spansOverlap(earlier, suggestion))) continue;
    applied.push(suggestion);
  }
  let result = draft;
  for (const suggestion of applied.reverse()) {
    result =
      result.slice(0, suggestion.startOffset) +
      suggestion.suggestion +
      result.slice(suggestion.endOffset);
  }
  return result;
}
