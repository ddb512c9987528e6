import { describe, expect, it } from 'vitest';
import {
  applySuggestions,
  carriedAnchors,
  changeCounts,
  compareDrafts,
  draftOfRound,
  MAX_COMPARED_EDITS,
  reanchorInDraft,
} from './drafts.js';

describe('compareDrafts', () => {
  it('marks the words that changed between two drafts', () => {
    const changes = compareDrafts('I grew up in a small town.', 'I grew up in a coastal town.');
    expect(changes.filter((c) => c.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'small' },
      { kind: 'added', text: 'coastal' },
    ]);
    expect(changes.map((c) => (c.kind === 'removed' ? '' : c.text)).join('')).toBe(
      'I grew up in a coastal town.',
    );
  });

  it('shows a rewrite past the edit limit as one draft replaced by the other', () => {
    // Every other word changed: compared word by word, the shared words would stay 'same'.
    const words = (prefix: string) =>
      Array.from({ length: MAX_COMPARED_EDITS }, (_, i) => `${prefix}${i} shared`).join(' ');
    const previous = words('old');
    const next = words('new');
    expect(compareDrafts(previous, next)).toEqual([
      { kind: 'removed', text: previous },
      { kind: 'added', text: next },
    ]);
    // A long draft with a small change is still compared word by word.
    const edited = previous.replace('old7 shared', 'older7 shared');
    expect(compareDrafts(previous, edited).filter((c) => c.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'old7' },
      { kind: 'added', text: 'older7' },
    ]);
  });
});

describe('carriedAnchors', () => {
  it('carries each passage still in the draft, but not one overlapping a passage carried before', () => {
    const previous = 'the law drew me in; years later, law school';
    const theLaw = { startOffset: 0, endOffset: 7, quote: 'the law' };
    const lawSchool = { startOffset: 33, endOffset: 43, quote: 'law school' };
    const gone = { startOffset: 20, endOffset: 31, quote: 'years later' };
    expect(previous.slice(33, 43)).toBe(lawSchool.quote);
    // The rewrite keeps "law school" only where it overlaps "the law".
    const draft = 'the law school drew me in';
    const anchors = carriedAnchors(draft, [lawSchool, gone, theLaw]);
    expect(anchors.get(theLaw)).toEqual({ startOffset: 0, endOffset: 7 });
    expect(anchors.get(lawSchool)).toBeNull();
    expect(anchors.get(gone)).toBeNull();
  });
});

describe('reanchorInDraft', () => {
  const comment = { startOffset: 20, endOffset: 30, quote: 'small town' };
  it('finds the passage where it moved', () => {
    expect(reanchorInDraft('Long ago, I grew up in a small town.', comment)).toEqual({
      startOffset: 25,
      endOffset: 35,
    });
  });
  it('says the passage changed when it is no longer there word for word', () => {
    expect(reanchorInDraft('I grew up in a coastal town.', comment)).toBeNull();
  });
  it('takes the occurrence nearest to where the comment was', () => {
    const draft = 'small town first; then later, small town again';
    expect(reanchorInDraft(draft, { startOffset: 30, endOffset: 40, quote: 'small town' })).toEqual(
      { startOffset: 30, endOffset: 40 },
    );
  });
});

describe('applySuggestions', () => {
  const draft = 'I grew up in a small town. I liked it a lot.';
  it('replaces each passage that is still there, from the end so offsets stay true', () => {
    expect(
      applySuggestions(draft, [
        { startOffset: 0, endOffset: 9, quote: 'I grew up', suggestion: 'I was raised' },
        { startOffset: 29, endOffset: 44, quote: 'liked it a lot.', suggestion: 'loved it.' },
      ]),
    ).toBe('I was raised in a small town. I loved it.');
  });
  it('leaves out a suggestion whose passage changed or overlaps one already applied', () => {
    expect(
      applySuggestions(draft, [
        { startOffset: 0, endOffset: 9, quote: 'I grew up', suggestion: 'I was raised' },
        { startOffset: 2, endOffset: 6, quote: 'grew', suggestion: 'lived' },
        { startOffset: 15, endOffset: 25, quote: 'big city!!', suggestion: 'x' },
      ]),
    ).toBe('I was raised in a small town. I liked it a lot.');
  });
});

describe('changeCounts', () => {
  it('counts the words added and removed', () => {
    expect(changeCounts(compareDrafts('a small town', 'a coastal fishing town'))).toEqual({
      added: 2,
      removed: 1,
    });
  });
});

describe('draftOfRound', () => {
  const drafts = [{ number: 1 }, { number: 2 }, { number: 4 }];
  it('is draft N for round N, or the latest before it', () => {
    expect(draftOfRound(drafts, 2)).toEqual({ number: 2 });
    expect(draftOfRound(drafts, 3)).toEqual({ number: 2 });
    expect(draftOfRound(drafts, 9)).toEqual({ number: 4 });
  });
});
