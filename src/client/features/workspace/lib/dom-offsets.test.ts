import { afterEach, describe, expect, it } from 'vitest';
import { rangeToSpan, renderedTextLength, selectionToSpan, textOffsetWithin } from './dom-offsets';

const text = 'I grew up translating court notices.\nThat is where it began.';

/** The statement as StatementText renders it: text split by <mark> highlights. */
function renderStatement(): HTMLElement {
  document.body.innerHTML = `<p id="before">Before</p><div id="root">I grew up <mark>translating</mark> court notices.\nThat is <mark>where</mark> it began.<span data-offset-ignore>(2 comments)</span></div><p id="after">After</p>`;
  return document.getElementById('root')!;
}

function textNodes(root: HTMLElement): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  return nodes;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('textOffsetWithin', () => {
  it('counts characters across the highlights, whatever node the point is in', () => {
    const root = renderStatement();
    const [first, mark1, middle, mark2, last] = textNodes(root);
    expect(textOffsetWithin(root, first!, 2)).toBe(2);
    expect(textOffsetWithin(root, mark1!, 0)).toBe(text.indexOf('translating'));
    expect(textOffsetWithin(root, mark1!, 11)).toBe(text.indexOf(' court'));
    expect(textOffsetWithin(root, middle!, 1)).toBe(text.indexOf('court'));
    expect(textOffsetWithin(root, mark2!, 2)).toBe(text.indexOf('ere it'));
    expect(textOffsetWithin(root, last!, last!.data.length)).toBe(text.length);
  });

  it('understands points between elements and the ends of the statement', () => {
    const root = renderStatement();
    const mark = root.querySelector('mark')!;
    expect(textOffsetWithin(root, root, 0)).toBe(0);
    expect(textOffsetWithin(root, root, 1)).toBe(text.indexOf('translating'));
    expect(textOffsetWithin(root, mark, 1)).toBe(text.indexOf(' court'));
    expect(textOffsetWithin(root, root, root.childNodes.length)).toBe(text.length);
    expect(renderedTextLength(root)).toBe(text.length);
  });

  it('answers null for a point outside the statement', () => {
    const root = renderStatement();
    expect(textOffsetWithin(root, document.getElementById('after')!.firstChild!, 1)).toBeNull();
  });
});

describe('rangeToSpan and selectionToSpan', () => {
  it('gives the offsets of a range that starts and ends in different nodes', () => {
    const root = renderStatement();
    const [first, , , mark2] = textNodes(root);
    const range = document.createRange();
    range.setStart(first!, 2);
    range.setEnd(mark2!, 5);
    const span = rangeToSpan(root, range)!;
    expect(text.slice(span.startOffset, span.endOffset)).toBe(
      'grew up translating court notices.\nThat is where',
    );
  });

  it('clips a range that runs past either end of the statement', () => {
    const root = renderStatement();
    const range = document.createRange();
    range.setStart(document.getElementById('before')!.firstChild!, 2);
    range.setEnd(textNodes(root)[0]!, 5);
    expect(rangeToSpan(root, range)).toEqual({ startOffset: 0, endOffset: 5 });
    range.setStart(textNodes(root)[4]!, 1);
    range.setEnd(document.getElementById('after')!.firstChild!, 3);
    expect(rangeToSpan(root, range)).toEqual({
      startOffset: text.indexOf(' it began') + 1,
      endOffset: text.length,
    });
  });

  it('ignores ranges elsewhere and collapsed selections', () => {
    const root = renderStatement();
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('after')!);
    expect(rangeToSpan(root, range)).toBeNull();
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    expect(selectionToSpan(root, selection)).toBeNull();
    selection.setBaseAndExtent(textNodes(root)[0]!, 2, textNodes(root)[0]!, 6);
    expect(selectionToSpan(root, selection)).toEqual({ startOffset: 2, endOffset: 6 });
    selection.collapse(textNodes(root)[0]!, 3);
    expect(selectionToSpan(root, selection)).toBeNull();
  });
});
