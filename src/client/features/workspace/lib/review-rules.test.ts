import { describe, expect, it } from 'vitest';
import {
  DRAFT_2,
  makeRevisionWorkspace,
  makeRound,
  makeRoundOneComments,
  makeWorkspace,
  STATEMENT,
  SUBMISSION_ID,
} from '../testing/workspace-fixture';
import {
  currentDraft,
  deliveredRounds,
  draftBody,
  draftFromWorkspace,
  isWritable,
  previousRound,
  revisionDrafts,
  roundNumber,
  submitBody,
} from './draft';
import { memoLengthAdvice, memoStats, scoreForKey, scoreLabel } from './review-rules';
import { caretMoveForKey } from './statement-navigation';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('memo length (300-600 words recommended)', () => {
  it('counts words and characters and places the memo against the range', () => {
    expect(memoStats('')).toEqual({ words: 0, characters: 0, length: 'empty' });
    expect(memoStats('Strong opening — weak end.')).toMatchObject({ words: 4, characters: 26 });
    expect(memoStats(words(299)).length).toBe('short');
    expect(memoStats(words(300)).length).toBe('good');
    expect(memoStats(words(600)).length).toBe('good');
    expect(memoStats(words(601)).length).toBe('long');
  });

  it('says how far off the range the memo is', () => {
    expect(memoLengthAdvice(memoStats(words(299)))).toBe(
      '1 more word to reach the recommended length.',
    );
    expect(memoLengthAdvice(memoStats(words(650)))).toBe('50 words over the recommended length.');
    expect(memoLengthAdvice(memoStats(words(400)))).toBeNull();
  });
});

describe('rubric keys', () => {
  it('moves with the arrows (wrapping), jumps with Home, End and digits', () => {
    expect(scoreForKey('ArrowRight', 3)).toBe(4);
    expect(scoreForKey('ArrowUp', 5)).toBe(1);
    expect(scoreForKey('ArrowLeft', 1)).toBe(5);
    expect(scoreForKey('ArrowDown', 2)).toBe(1);
    expect(scoreForKey('Home', 4)).toBe(1);
    expect(scoreForKey('End', 2)).toBe(5);
    expect(scoreForKey('4', 2)).toBe(4);
    expect(scoreForKey('Tab', 2)).toBeNull();
    expect(scoreLabel('clarity', 4)).toBe('Clarity: 4 of 5');
  });
});

describe('caret keys in the statement', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) =>
    caretMoveForKey({ key: k, ctrlKey: false, altKey: false, metaKey: false, ...mods });

  it('moves by character, word, line and to the ends, like a text editor', () => {
    expect(key('ArrowRight')).toEqual({ direction: 'forward', granularity: 'character' });
    expect(key('ArrowLeft', { ctrlKey: true })).toEqual({
      direction: 'backward',
      granularity: 'word',
    });
    expect(key('ArrowRight', { altKey: true })).toEqual({
      direction: 'forward',
      granularity: 'word',
    });
    expect(key('ArrowDown')).toEqual({ direction: 'forward', granularity: 'line' });
    expect(key('ArrowUp', { metaKey: true })).toEqual({
      direction: 'backward',
      granularity: 'documentboundary',
    });
    expect(key('Home')).toEqual({ direction: 'backward', granularity: 'lineboundary' });
    expect(key('End', { ctrlKey: true })).toEqual({
      direction: 'forward',
      granularity: 'documentboundary',
    });
    expect(key('a')).toBeNull();
  });
});

describe('rounds', () => {
  const delivered = makeRound({ submittedAt: '2025-03-05T09:00:00.000Z', summaryMemo: 'Done.' });

  it('starts round 1 with an empty draft and default scores of 3', () => {
    const workspace = makeWorkspace({ status: 'assigned' });
    expect(isWritable(workspace)).toBe(true);
    expect(roundNumber(workspace)).toBe(1);
    expect(draftFromWorkspace(workspace)).toMatchObject({
      summaryMemo: '',
      rubricScores: { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 },
      comments: [],
    });
  });

  it('names this tab apart from any other, and the round as it loaded it', () => {
    const saved = makeRound({ id: 'round-1', updatedAt: '2025-03-04T10:00:00.000Z' });
    const first = draftFromWorkspace(makeWorkspace({}, [saved]));
    const second = draftFromWorkspace(makeWorkspace({}, [saved]));
    expect(first.editor.basedOn).toBe('2025-03-04T10:00:00.000Z');
    expect(first.editor.tab).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.editor.tab).not.toBe(first.editor.tab);
    expect(draftFromWorkspace(makeWorkspace({ status: 'assigned' })).editor.basedOn).toBeNull();
  });

  it('restores the saved draft of the current round', () => {
    const draft = makeRound({
      id: 'round-2',
      round: 2,
      summaryMemo: 'Half written',
      annotatedDocumentUrl: '/api/documents/x',
      anchoredComments: [
        {
          id: 'c1',
          startOffset: 2,
          endOffset: 6,
          quote: 'grew',
          body: 'Ok',
          suggestion: null,
          followUp: null,
        },
      ],
    });
    const workspace = makeWorkspace({}, [delivered, draft]);
    expect(currentDraft(workspace)?.id).toBe('round-2');
    expect(roundNumber(workspace)).toBe(2);
    expect(deliveredRounds(workspace)).toEqual([delivered]);
    expect(draftFromWorkspace(workspace)).toMatchObject({
      summaryMemo: 'Half written',
      annotatedDocument: { documentPath: '/api/documents/x', fileName: null },
      comments: [{ id: 'c1', body: 'Ok' }],
    });
  });

  it('numbers a revision round after the delivered ones, and shows the last one once delivered', () => {
    expect(roundNumber(makeWorkspace({ status: 'in_review' }, [delivered]))).toBe(2);
    const done = makeWorkspace({ status: 'feedback_ready' }, [delivered]);
    expect(isWritable(done)).toBe(false);
    expect(roundNumber(done)).toBe(1);
  });

  it('builds the draft and submit bodies: comments in reading order, memo trimmed on submit', () => {
    const editor = { tab: '3c9f2a1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b', basedOn: null };
    const draft = {
      editor,
      summaryMemo: '  Memo  ',
      inlineComments: '   ',
      rubricScores: { clarity: 4, structure: 3, voice: 5, authenticity: 2, ethics: 1 },
      annotatedDocument: null,
      comments: [
        { id: 'b', startOffset: 10, endOffset: 12, quote: 'xy', body: 'Second', suggestion: 'zz' },
        { id: 'a', startOffset: 1, endOffset: 3, quote: 'ab', body: 'First', suggestion: '  ' },
      ],
      followUps: [],
    };
    expect(draftBody(SUBMISSION_ID, draft, 7)).toEqual({
      submissionId: SUBMISSION_ID,
      editor: { ...editor, revision: 7 },
      summaryMemo: '  Memo  ',
      inlineComments: null,
      rubricScores: draft.rubricScores,
      annotatedDocumentUrl: null,
      anchoredComments: [
        { startOffset: 1, endOffset: 3, quote: 'ab', body: 'First', suggestion: null },
        { startOffset: 10, endOffset: 12, quote: 'xy', body: 'Second', suggestion: 'zz' },
      ],
    });
    expect(submitBody(draftBody(SUBMISSION_ID, draft, 7)).summaryMemo).toBe('Memo');
  });
});

describe('revision rounds', () => {
  it('starts round 2 from the server’s round, not from defaults, with one open mark per old comment', () => {
    const workspace = makeRevisionWorkspace();
    expect(roundNumber(workspace)).toBe(2);
    expect(previousRound(workspace)?.id).toBe('round-1');
    const draft = draftFromWorkspace(workspace);
    expect(draft).toMatchObject({
      summaryMemo: 'Round one memo.',
      inlineComments: 'Round one notes.',
      rubricScores: { clarity: 4, structure: 2, voice: 5, authenticity: 4, ethics: 5 },
      comments: [{ id: 'r2-carried', quote: 'my interest in law began', suggestion: null }],
    });
    expect(draft.followUps).toEqual([
      { commentId: 'r1-changed', status: 'open' },
      { commentId: 'r1-carried', status: 'open' },
    ]);
    expect(draftBody(SUBMISSION_ID, draft, 0).followUps).toEqual(draft.followUps);
  });

  it('keeps the marks the reviewer saved before', () => {
    const [changed, carried] = makeRoundOneComments();
    const workspace = makeRevisionWorkspace({
      roundOneComments: [{ ...changed!, followUp: 'addressed' }, carried!],
    });
    expect(draftFromWorkspace(workspace).followUps).toEqual([
      { commentId: 'r1-changed', status: 'addressed' },
      { commentId: 'r1-carried', status: 'open' },
    ]);
  });

  it('sends no marks in round 1', () => {
    const draft = draftFromWorkspace(makeWorkspace({ status: 'in_review' }));
    expect(draft.followUps).toEqual([]);
    expect(draftBody(SUBMISSION_ID, draft, 0)).not.toHaveProperty('followUps');
  });

  it('compares the draft under review with the previous round’s draft', () => {
    expect(revisionDrafts(makeWorkspace({ status: 'in_review' }))).toBeNull();
    const drafts = revisionDrafts(makeRevisionWorkspace());
    expect(drafts?.round).toBe(2);
    expect(drafts?.current.text).toBe(DRAFT_2);
    expect(drafts?.previous?.text).toBe(STATEMENT);
  });
});
