import { sortByPosition, spansOverlap } from '#shared/domain/anchors.js';
import {
  applySuggestions,
  draftOfRound as latestDraftOf,
  reanchorInDraft,
  type Suggestion,
} from '#shared/domain/drafts.js';
import type { ReviewRound, StatementDraft } from '#shared/schemas/reviews.js';

/** A comment's suggested wording, as the applicant may apply it to the next draft. */
export interface DraftSuggestion extends Suggestion {
  id: string;
}

/** Stands in for draft 1 in results without drafts: the server always sends draft 1. */
const NO_DRAFT: StatementDraft = {
  number: 1,
  text: '',
  note: null,
  createdAt: null,
  voice: null,
  documentUrl: null,
};

/**
 * The draft round N reviewed: draft N, or the last draft before it (a round requested without a
 * new draft reviews the one before).
 */
export function draftOfRound(drafts: readonly StatementDraft[], round: number): StatementDraft {
  return latestDraftOf(drafts, round) ?? NO_DRAFT;
}

/** The round's comments that carry suggested wording, in the order the reviewer left them. */
export function suggestionsOf(round: ReviewRound | undefined): DraftSuggestion[] {
  if (!round) return [];
  return round.anchoredComments.flatMap(({ id, startOffset, endOffset, quote, suggestion }) =>
    suggestion === null ? [] : [{ id, startOffset, endOffset, quote, suggestion }],
  );
}

/**
 * Which of the suggestions applySuggestions puts into the draft: those whose passage is still
 * there word for word and that overlap none applied before them (the same rule, read out).
 */
export function appliedSuggestionIds(
  draft: string,
  suggestions: readonly DraftSuggestion[],
): Set<string> {
  const applied: DraftSuggestion[] = [];
  for (const suggestion of sortByPosition(suggestions)) {
    if (draft.slice(suggestion.startOffset, suggestion.endOffset) !== suggestion.quote) continue;
    if (applied.some((earlier) => spansOverlap(earlier, suggestion))) continue;
    applied.push(suggestion);
  }
  return new Set(applied.map((suggestion) => suggestion.id));
}

/**
 * Applies one suggestion to a draft the applicant has already edited: its passage is found where
 * it now sits (nearest to where it was). Null when the passage is no longer there word for word.
 */
export function applyToEditedDraft(text: string, suggestion: DraftSuggestion): string | null {
  const at = reanchorInDraft(text, suggestion);
  return at ? applySuggestions(text, [{ ...suggestion, ...at }]) : null;
}

/**
 * Takes an applied suggestion back out of an edited draft: its wording, where it now sits,
 * becomes the original passage again. Null when the wording is no longer there (edited since).
 */
export function withdrawFromEditedDraft(text: string, suggestion: DraftSuggestion): string | null {
  const wording = { ...suggestion, quote: suggestion.suggestion };
  wording.endOffset = wording.startOffset + wording.quote.length;
  const at = reanchorInDraft(text, wording);
  if (!at) return null;
  return applySuggestions(text, [
    { ...at, quote: suggestion.suggestion, suggestion: suggestion.quote },
  ]);
}
