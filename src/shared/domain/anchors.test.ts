import { describe, expect, it } from 'vitest';
import {
  anchorProblem,
  findOverlap,
  locatePassage,
  MAX_QUOTE_CHARS,
  sortByPosition,
  spansOverlap,
} from './anchors.js';

describe('overlaps', () => {
  const anchors = [
    { id: 'b', startOffset: 8, endOffset: 13 },
    { id: 'a', startOffset: 0, endOffset: 3 },
  ];

  it('treats touching passages as separate and shared characters as overlapping', () => {
    expect(spansOverlap({ startOffset: 0, endOffset: 3 }, { startOffset: 3, endOffset: 5 })).toBe(
      false,
    );
    expect(spansOverlap({ startOffset: 0, endOffset: 4 }, { startOffset: 3, endOffset: 5 })).toBe(
      true,
    );
    expect(spansOverlap({ startOffset: 2, endOffset: 9 }, { startOffset: 4, endOffset: 5 })).toBe(
      true,
    );
  });

  it('finds the comment in the way, except the one being edited', () => {
    expect(findOverlap(anchors, { startOffset: 10, endOffset: 20 })?.id).toBe('b');
    expect(findOverlap(anchors, { startOffset: 3, endOffset: 8 })).toBeUndefined();
    expect(findOverlap(anchors, { startOffset: 10, endOffset: 20 }, 'b')).toBeUndefined();
  });

  it('sorts by start, then end', () => {
    const sorted = sortByPosition([...anchors, { id: 'c', startOffset: 0, endOffset: 2 }]);
    expect(sorted.map((a) => a.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('anchorProblem', () => {
  const statement = 'When I was twelve, I read a lease.';
  const quoted = (startOffset: number, endOffset: number) => ({
    startOffset,
    endOffset,
    quote: statement.slice(startOffset, endOffset),
  });

  it('accepts exact quotes on passages that at most touch', () => {
    expect(anchorProblem(statement, [quoted(11, 17), quoted(0, 10), quoted(10, 11)])).toBeNull();
    expect(anchorProblem(statement, [])).toBeNull();
  });

  it('refuses a quote that is not the text at its offsets, then overlaps', () => {
    expect(anchorProblem(statement, [{ startOffset: 0, endOffset: 4, quote: 'Then' }])).toBe(
      'stale_quote',
    );
    // An end past the text: the text's last characters are not a passage ending there.
    const end = statement.length;
    expect(
      anchorProblem(statement, [
        { startOffset: end - 1, endOffset: 2_147_483_648, quote: statement.slice(end - 1) },
      ]),
    ).toBe('stale_quote');
    expect(anchorProblem(statement, [quoted(0, 10), quoted(5, 17)])).toBe('overlap');
    expect(anchorProblem(statement, [quoted(0, 17), quoted(5, 10)])).toBe('overlap');
  });

  it('keeps quotes of at most 5,000 characters', () => {
    expect(MAX_QUOTE_CHARS).toBe(5_000);
  });
});

const text = 'The court was quiet. The court was old.';
//            0123456789012345678901234567890123456789

describe('locatePassage', () => {
  it('uses the offsets when the text there is the quote', () => {
    expect(locatePassage(text, { startOffset: 25, endOffset: 30, quote: 'court' })).toEqual({
      start: 25,
      end: 30,
    });
  });

  it('finds the quote nearest the offsets when the text moved', () => {
    expect(locatePassage(text, { startOffset: 23, endOffset: 28, quote: 'court' })).toEqual({
      start: 25,
      end: 30,
    });
    expect(locatePassage(text, { startOffset: 2, endOffset: 7, quote: 'court' })).toEqual({
      start: 4,
      end: 9,
    });
  });

  it('falls back to offsets that fit, and gives up on those that do not', () => {
    expect(locatePassage(text, { startOffset: 0, endOffset: 3, quote: 'Tha' })).toEqual({
      start: 0,
      end: 3,
    });
    expect(locatePassage(text, { startOffset: 35, endOffset: 99, quote: 'missing' })).toBeNull();
    expect(locatePassage(text, { startOffset: 5, endOffset: 5, quote: 'nowhere' })).toBeNull();
    expect(locatePassage('', { startOffset: 0, endOffset: 4, quote: 'text' })).toBeNull();
  });
});
