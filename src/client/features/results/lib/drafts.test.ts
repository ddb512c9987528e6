import { describe, expect, it } from 'vitest';
import { measureVoice } from '#shared/domain/voice.js';
import {
  firstDraft,
  makeRoundWithSuggestions,
  makeSecondDraft,
  SECOND_DRAFT,
  STATEMENT,
  SUGGESTION,
} from '../testing/results-fixture';
import {
  appliedSuggestionIds,
  applyToEditedDraft,
  draftOfRound,
  suggestionsOf,
  withdrawFromEditedDraft,
} from './drafts';

const drafts = [firstDraft(STATEMENT), makeSecondDraft()];

describe('draftOfRound', () => {
  it('gives round N draft N, or the last draft before it when the round had none of its own', () => {
    expect(draftOfRound(drafts, 1).text).toBe(STATEMENT);
    expect(draftOfRound(drafts, 2).text).toBe(SECOND_DRAFT);
    expect(draftOfRound(drafts, 3).number).toBe(2);
  });
  it('gives an empty draft 1 when there are no drafts', () => {
    expect(draftOfRound([], 1)).toMatchObject({ number: 1, text: '' });
  });
});

describe('suggestions', () => {
  const suggestions = suggestionsOf(makeRoundWithSuggestions());
  const courthouse = suggestions.find((s) => s.id === 'c-1')!;

  it('lists the comments that carry suggested wording', () => {
    expect(suggestions.map((s) => [s.id, s.quote, s.suggestion])).toEqual([
      ['c-2', 'My grandmother', 'My grandmother, Rosa,'],
      ['c-1', 'courthouse', SUGGESTION],
    ]);
    expect(suggestionsOf(undefined)).toEqual([]);
  });

  it('reads out which suggestions applySuggestions puts in', () => {
    const moved = { ...courthouse, id: 'moved', startOffset: 0, endOffset: 10 };
    expect(appliedSuggestionIds(STATEMENT, [courthouse, moved])).toEqual(new Set(['c-1']));
  });

  it('applies a suggestion to an edited draft where its passage now is, and takes it back', () => {
    const edited = `Long ago, ${STATEMENT}`;
    const applied = applyToEditedDraft(edited, courthouse)!;
    expect(applied).toBe(`Long ago, ${STATEMENT.replace('courthouse', SUGGESTION)}`);
    expect(withdrawFromEditedDraft(applied, courthouse)).toBe(edited);
    expect(applyToEditedDraft('The courtroom was tall.', courthouse)).toBeNull();
    expect(withdrawFromEditedDraft(edited, courthouse)).toBeNull();
  });
});

describe('the fixture', () => {
  it("draft 2's voice is what measureVoice says of it", () => {
    const { voice } = makeSecondDraft();
    expect(measureVoice(SECOND_DRAFT, [SUGGESTION], [STATEMENT])).toEqual(voice);
  });
});
