import { describe, expect, it } from 'vitest';
import { annotateDraft, type RoundComment } from './results-document.js';

const comment = (text: string, quote: string, body: string, at = 0): RoundComment => {
  const startOffset = text.indexOf(quote, at);
  return {
    id: body,
    startOffset,
    endOffset: startOffset + quote.length,
    quote,
    body,
    suggestion: null,
    followUp: null,
  };
};

describe('annotateDraft', () => {
  it('numbers comments in reading order and gives the draft back, line by line', () => {
    const text = 'First line here.\r\nSecond line, longer.\n\nFourth.';
    const annotated = annotateDraft(text, [
      comment(text, 'Second line', 'b'),
      comment(text, 'line here', 'a'),
    ]);
    expect(annotated.comments.map((c) => [c.number, c.body])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    expect(annotated.paragraphs.map((p) => p.map((s) => s.text).join(''))).toEqual([
      'First line here.',
      'Second line, longer.',
      '',
      'Fourth.',
    ]);
    const first = annotated.paragraphs[0]!;
    expect(first.map((s) => [s.text, s.covering, s.beginning, s.ending])).toEqual([
      ['First ', [], [], []],
      ['line here', [1], [1], [1]],
      ['.', [], [], []],
    ]);
  });

  it('keeps a passage over a line break open across paragraphs, its ends off the break', () => {
    const text = 'One two\nthree four';
    const annotated = annotateDraft(text, [comment(text, 'two\nthree', 'x')]);
    const [first, second] = annotated.paragraphs;
    expect(first!.at(-1)).toMatchObject({ text: 'two', beginning: [1], ending: [] });
    expect(second![0]).toMatchObject({ text: 'three', beginning: [], ending: [1] });
    const trailing = annotateDraft(text, [comment(text, 'two\n', 'y')]);
    expect(trailing.paragraphs[0]!.at(-1)).toMatchObject({ text: 'two', ending: [1] });
  });

  it('puts comments whose passage is gone last, without a place', () => {
    const text = 'Nothing quoted here.';
    const annotated = annotateDraft(text, [
      { ...comment(text, 'quoted', 'found') },
      { ...comment(text, 'here', 'gone'), startOffset: 40, endOffset: 44, quote: 'elsewhere' },
    ]);
    expect(annotated.comments.map((c) => [c.number, c.body, c.range])).toEqual([
      [1, 'found', { start: 8, end: 14 }],
      [2, 'gone', null],
    ]);
  });
});
