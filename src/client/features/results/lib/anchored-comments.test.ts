import { describe, expect, it } from 'vitest';
import { numberComments } from '#shared/domain/anchors.js';
import { segmentText } from './anchored-comments';

const text = 'The court was quiet. The court was old.';
//            0123456789012345678901234567890123456789

const comment = (id: string, startOffset: number, endOffset: number, quote: string) => ({
  id,
  startOffset,
  endOffset,
  quote,
  body: `Comment ${id}`,
});

describe('numberComments', () => {
  it('numbers comments in reading order, unplaced ones last', () => {
    const placed = numberComments(text, [
      comment('b', 25, 30, 'court'),
      comment('lost', 90, 95, 'gone'),
      comment('a', 4, 9, 'court'),
    ]);
    expect(placed.map((c) => [c.id, c.number, c.range])).toEqual([
      ['a', 1, { start: 4, end: 9 }],
      ['b', 2, { start: 25, end: 30 }],
      ['lost', 3, null],
    ]);
  });
});

describe('segmentText', () => {
  it('marks exactly the commented passages and keeps the text whole', () => {
    const placed = numberComments(text, [comment('a', 4, 9, 'court'), comment('b', 35, 38, 'old')]);
    const segments = segmentText(text, placed);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.covering.length).map((s) => [s.text, s.covering])).toEqual([
      ['court', [1]],
      ['old', [2]],
    ]);
    expect(segments.find((s) => s.text === 'old')?.beginning).toEqual([2]);
  });

  it('splits overlapping passages so each run lists every comment on it', () => {
    const placed = numberComments(text, [
      comment('outer', 0, 20, 'The court was quiet.'),
      comment('inner', 4, 13, 'court was'),
    ]);
    const covered = segmentText(text, placed)
      .filter((s) => s.covering.length)
      .map((s) => [s.text, s.covering, s.beginning]);
    expect(covered).toEqual([
      ['The ', [1], [1]],
      ['court was', [1, 2], [2]],
      [' quiet.', [1], []],
    ]);
  });

  it('returns the plain text when nothing is placed', () => {
    expect(segmentText(text, [])).toEqual([
      { start: 0, text, covering: [], beginning: [], adopted: false },
    ]);
    expect(segmentText('', [])).toEqual([]);
  });

  it('cuts at the adopted spans too, marking their runs beside the comments', () => {
    const placed = numberComments(text, [comment('a', 4, 9, 'court')]);
    const segments = segmentText(text, placed, [{ startOffset: 0, endOffset: 13 }]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.map((s) => [s.text, s.covering, s.adopted])).toEqual([
      ['The ', [], true],
      ['court', [1], true],
      [' was', [], true],
      [' quiet. The court was old.', [], false],
    ]);
  });
});
