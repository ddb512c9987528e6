import { describe, expect, it } from 'vitest';
import { isValidSpan } from '#shared/domain/anchors.js';
import { highlightRuns, indexAnchors, segmentText, shortQuote, trimSpan } from './anchors';

const text = 'One two three four five.';

describe('trimSpan', () => {
  it('drops surrounding space and line breaks, and orders reversed ends', () => {
    expect(trimSpan(' a b \n', 0, 6)).toEqual({ startOffset: 1, endOffset: 4 });
    expect(trimSpan(text, 7, 4)).toEqual({ startOffset: 4, endOffset: 7 });
  });

  it('clips to the text and gives null for space only', () => {
    expect(trimSpan(text, -5, 3)).toEqual({ startOffset: 0, endOffset: 3 });
    expect(trimSpan(text, 20, 99)).toEqual({ startOffset: 20, endOffset: 24 });
    expect(trimSpan('a   b', 1, 4)).toBeNull();
    expect(trimSpan(text, 3, 3)).toBeNull();
  });
});

describe('segmentText', () => {
  it('cuts the text into plain runs and highlighted passages that join back to the text', () => {
    const segments = segmentText(text, [
      { id: 'late', startOffset: 19, endOffset: 24 },
      { id: 'early', startOffset: 4, endOffset: 7 },
    ]);
    expect(segments).toEqual([
      { start: 0, end: 4, text: 'One ', anchorId: null },
      { start: 4, end: 7, text: 'two', anchorId: 'early' },
      { start: 7, end: 19, text: ' three four ', anchorId: null },
      { start: 19, end: 24, text: 'five.', anchorId: 'late' },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('leaves out passages outside the text or overlapping an earlier one', () => {
    const anchors = [
      { id: 'a', startOffset: 0, endOffset: 7 },
      { id: 'overlaps', startOffset: 4, endOffset: 13 },
      { id: 'outside', startOffset: 20, endOffset: 99 },
      { id: 'empty', startOffset: 5, endOffset: 5 },
    ];
    expect(segmentText(text, anchors).map((s) => s.anchorId)).toEqual(['a', null]);
    const index = indexAnchors(text, anchors);
    expect([...index.placed]).toEqual(['a']);
    expect(index.sorted.map((a) => a.id)).toEqual(['a', 'overlaps', 'empty', 'outside']);
    expect(index.numbers.get('outside')).toBe(4);
    expect(isValidSpan(text, { startOffset: 20, endOffset: 24 })).toBe(true);
  });

  it('gives one plain run without comments, and nothing for an empty text', () => {
    expect(segmentText(text, [])).toEqual([{ start: 0, end: 24, text, anchorId: null }]);
    expect(segmentText('', [])).toEqual([]);
  });
});

describe('shortQuote', () => {
  it('keeps short quotes whole and cuts long ones between words', () => {
    expect(shortQuote('  a\n quote ')).toBe('a quote');
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const short = shortQuote(long, 40);
    expect(short.length).toBeLessThanOrEqual(42);
    expect(short).toMatch(/^word0 word1 .* … .*word59$/);
  });
});

describe('highlightRuns', () => {
  it('cuts a segment at the edges of the highlights, keeping every character once', () => {
    const segment = { start: 4, end: 19, text: text.slice(4, 19), anchorId: null };
    const runs = highlightRuns(segment, [
      { startOffset: 14, endOffset: 30 },
      { startOffset: 0, endOffset: 6 },
    ]);
    expect(runs).toEqual([
      { start: 4, text: 'tw', highlighted: true },
      { start: 6, text: 'o three ', highlighted: false },
      { start: 14, text: 'four ', highlighted: true },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe(segment.text);
    expect(highlightRuns(segment, [])).toEqual([
      { start: 4, text: segment.text, highlighted: false },
    ]);
  });
});
