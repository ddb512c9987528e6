import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse } from '#client/testing/render';
import {
  created,
  expectToast,
  ok,
  renderWorkspace,
  resetWorkspaceTest,
  workspaceUrl,
} from '../testing/render-workspace';
import {
  makeRevisionWorkspace,
  makeRound,
  makeWorkspace,
  STATEMENT,
} from '../testing/workspace-fixture';

afterEach(resetWorkspaceTest);

/** The text node and offset holding character `offset` of the rendered statement. */
function pointAt(root: HTMLElement, offset: number): [Node, number] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let seen = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = (node as Text).data.length;
    if (offset <= seen + length) return [node, offset - seen];
    seen += length;
  }
  throw new Error(`offset ${offset} is past the statement`);
}

/**
 * Selects the first occurrence of `passage` in the statement, across highlights if need be, and
 * reports it as browsers do, until the popover answers: React attaches the statement's listener in
 * an effect, which on a busy machine runs a moment after the statement appears.
 */
async function selectPassage(passage: string) {
  await waitFor(() => {
    setSelection(passage);
    expect(screen.getByTestId('selection-popover')).toBeInTheDocument();
  });
}

/**
 * Selects `passage` and holds the report back from the document's listeners, as a busy browser
 * does for a moment.
 */
function selectPassageUnreported(passage: string) {
  const holdBack = (event: Event) => event.stopImmediatePropagation();
  window.addEventListener('selectionchange', holdBack, { capture: true });
  setSelection(passage);
  window.removeEventListener('selectionchange', holdBack, { capture: true });
}

function setSelection(passage: string) {
  const root = screen.getByRole('region', { name: 'Statement text' });
  const start = STATEMENT.indexOf(passage);
  const [startNode, startOffset] = pointAt(root, start);
  const [endNode, endOffset] = pointAt(root, start + passage.length);
  act(() => {
    document.getSelection()!.setBaseAndExtent(startNode, startOffset, endNode, endOffset);
    fireEvent(document, new Event('selectionchange'));
  });
}

function renderWith(rounds = [makeRound()]) {
  const calls = fakeApi({
    [`GET ${workspaceUrl}`]: () => jsonResponse(makeWorkspace({}, rounds)),
    'PUT /api/reviews/draft': ok,
  });
  renderWorkspace();
  return calls;
}

describe('comments anchored to passages', () => {
  it('will not submit while a comment is typed but not saved, and delivers it once saved', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      [`GET ${workspaceUrl}`]: () => jsonResponse(makeWorkspace({}, [makeRound()])),
      'PUT /api/reviews/draft': ok,
      'POST /api/reviews': created,
    });
    renderWorkspace();
    await user.type(await screen.findByLabelText(/Summary Memo/), 'A strong draft.');
    await selectPassage('interest in law ');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const field = screen.getByLabelText('Comment on the selected passage');
    await user.type(field, 'Show it.');

    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    await expectToast(
      'Unsaved Comment',
      'Save or cancel the comment you are writing on the statement, then submit.',
    );
    expect(field).toHaveFocus();
    expect(calls.some((c) => c.url === '/api/reviews')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save comment' }));
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/reviews')?.body).toMatchObject({
        anchoredComments: [expect.objectContaining({ body: 'Show it.' })],
      }),
    );
  });

  it('attaches a comment to a selected passage, highlights it and saves its offsets', async () => {
    const user = userEvent.setup();
    const calls = renderWith();
    await screen.findByRole('region', { name: 'Statement text' });

    await selectPassage('interest in law ');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const form = screen.getByRole('form', { name: 'New comment' });
    expect(form).toHaveTextContent('“interest in law”');
    await user.type(within(form).getByLabelText('Comment on the selected passage'), 'Show it.');
    await user.click(within(form).getByRole('button', { name: 'Save comment' }));

    const mark = screen.getByText('interest in law', { selector: 'mark' });
    expect(mark).toHaveAttribute('title', 'Comment 1');
    const list = screen.getByRole('list', { name: 'Comments in the order of their passages' });
    expect(within(list).getByRole('listitem', { name: 'Comment 1' })).toHaveTextContent(
      '“interest in law”Show it.',
    );

    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const start = STATEMENT.indexOf('interest in law');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      anchoredComments: [
        { startOffset: start, endOffset: start + 15, quote: 'interest in law', body: 'Show it.' },
      ],
    });
  });

  it('saves suggested wording with the comment, shows it under the comment, and edits it', async () => {
    const user = userEvent.setup();
    const calls = renderWith();
    await screen.findByRole('region', { name: 'Statement text' });

    await selectPassage('court notices');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const form = screen.getByRole('form', { name: 'New comment' });
    await user.type(within(form).getByLabelText('Comment on the selected passage'), 'Which?');
    await user.type(within(form).getByLabelText(/Suggested wording/), '  eviction notices ');
    await user.click(within(form).getByRole('button', { name: 'Save comment' }));

    const card = screen.getByRole('listitem', { name: 'Comment 1' });
    expect(card).toHaveTextContent('Which?Suggested: eviction notices');
    const saved = async () => {
      await user.click(screen.getByRole('button', { name: /Save Draft/ }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      return calls.filter((c) => c.method === 'PUT').at(-1)?.body;
    };
    const start = STATEMENT.indexOf('court notices');
    expect(await saved()).toMatchObject({
      anchoredComments: [
        {
          startOffset: start,
          endOffset: start + 13,
          quote: 'court notices',
          body: 'Which?',
          suggestion: 'eviction notices',
        },
      ],
    });

    await user.click(within(card).getByRole('button', { name: 'Edit comment 1' }));
    const suggestion = within(card).getByLabelText(/Suggested wording/);
    expect(suggestion).toHaveValue('eviction notices');
    await user.clear(suggestion);
    await user.type(suggestion, 'immigration notices');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(card).toHaveTextContent('Suggested: immigration notices');
    expect(await saved()).toMatchObject({
      anchoredComments: [{ body: 'Which?', suggestion: 'immigration notices' }],
    });

    // Emptying the field removes the suggestion.
    await user.click(within(card).getByRole('button', { name: 'Edit comment 1' }));
    await user.clear(within(card).getByLabelText(/Suggested wording/));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(card).not.toHaveTextContent('Suggested:');
    expect(await saved()).toMatchObject({ anchoredComments: [{ suggestion: null }] });
  });

  it('keeps focus on Add comment when the selection grows after the reviewer tabbed to it', async () => {
    // Keyboard selection reports each step a moment later: a Tab can land on the button before
    // the last step's passage arrives, and that passage must not take the focus away.
    renderWith();
    await screen.findByRole('region', { name: 'Statement text' });

    await selectPassage('interest');
    const button = screen.getByRole('button', { name: 'Add comment' });
    act(() => button.focus());
    await selectPassage('interest in law');
    expect(screen.getByRole('button', { name: 'Add comment' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByRole('form', { name: 'New comment' })).toHaveTextContent(
      '“interest in law”',
    );
  });

  it('comments on the passage selected when Add comment is chosen, reported or not yet', async () => {
    // A busy browser handles key presses before it reports the selection they changed: Tab and
    // Enter can reach Add comment while the last step of a keyboard selection is unreported.
    renderWith();
    await screen.findByRole('region', { name: 'Statement text' });

    await selectPassage('interest');
    selectPassageUnreported('interest in law');
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByRole('form', { name: 'New comment' })).toHaveTextContent(
      '“interest in law”',
    );
  });

  it('refuses a passage that overlaps a commented one', async () => {
    const start = STATEMENT.indexOf('court notices');
    renderWith([
      makeRound({
        anchoredComments: [
          {
            id: 'c1',
            startOffset: start,
            endOffset: start + 13,
            quote: 'court notices',
            body: 'Hm',
            suggestion: null,
            followUp: null,
          },
        ],
      }),
    ]);
    await screen.findByText('court notices', { selector: 'mark' });
    await selectPassage('translating court');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This passage overlaps a passage that already has a comment.',
    );
    expect(screen.queryByRole('button', { name: 'Add comment' })).not.toBeInTheDocument();
  });

  it('lists comments in reading order, edits and deletes them, and links text and list', async () => {
    const user = userEvent.setup();
    const at = (s: string) => STATEMENT.indexOf(s);
    renderWith([
      makeRound({
        anchoredComments: [
          {
            id: 'late',
            startOffset: at('began'),
            endOffset: at('began') + 5,
            quote: 'began',
            body: 'Second',
            suggestion: null,
            followUp: null,
          },
          {
            id: 'early',
            startOffset: at('grew'),
            endOffset: at('grew') + 4,
            quote: 'grew',
            body: 'First',
            suggestion: null,
            followUp: null,
          },
        ],
      }),
    ]);
    const list = await screen.findByRole('list', {
      name: 'Comments in the order of their passages',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Comment 1', 'Comment 2']);
    expect(within(list).getByRole('listitem', { name: 'Comment 1' })).toHaveTextContent('First');

    await user.click(screen.getByText('began', { selector: 'mark' }));
    expect(within(list).getByRole('listitem', { name: 'Comment 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /passage of comment 1/ }));
    expect(screen.getByText('grew', { selector: 'mark' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit comment 1' }));
    const editor = screen.getByLabelText('Edit comment 1');
    await user.clear(editor);
    await user.type(editor, 'Rewritten');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(within(list).getByRole('listitem', { name: 'Comment 1' })).toHaveTextContent(
      'Rewritten',
    );

    await user.click(screen.getByRole('button', { name: 'Delete comment 1' }));
    expect(screen.queryByText('grew', { selector: 'mark' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });
});

describe('deleting a comment', () => {
  const comment = (quote: string, body: string) => ({
    id: quote,
    startOffset: STATEMENT.indexOf(quote),
    endOffset: STATEMENT.indexOf(quote) + quote.length,
    quote,
    body,
    suggestion: null,
    followUp: null,
  });

  /** The passages and texts of the comments in the last draft saved. */
  const savedComments = (calls: ReturnType<typeof renderWith>) =>
    (
      calls.filter((c) => c.method === 'PUT').at(-1)?.body as
        { anchoredComments: { quote: string; body: string }[] } | undefined
    )?.anchoredComments.map((c) => [c.quote, c.body]);

  /** A round with one comment and a memo, that comment's editor open: ready to submit. */
  async function editingTheOnlyComment() {
    const user = userEvent.setup();
    const calls = fakeApi({
      [`GET ${workspaceUrl}`]: () =>
        jsonResponse(
          makeWorkspace({}, [makeRound({ anchoredComments: [comment('grew', 'First')] })]),
        ),
      'PUT /api/reviews/draft': ok,
      'POST /api/reviews': created,
    });
    renderWorkspace();
    await user.type(await screen.findByLabelText(/Summary Memo/), 'A strong draft.');
    await user.click(screen.getByRole('button', { name: 'Edit comment 1' }));
    return { user, calls };
  }

  it('will not submit while a comment is edited and not saved; opened and left as it was, it may', async () => {
    const { user, calls } = await editingTheOnlyComment();
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/reviews')).toBe(true));
  });

  it('keeps Submit Review from delivering a comment edit not saved', async () => {
    const { user, calls } = await editingTheOnlyComment();
    const editor = screen.getByLabelText('Edit comment 1');
    await user.type(editor, ', and say when.');

    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    await expectToast('Unsaved Comment', 'Save or cancel your changes to a comment, then submit.');
    expect(editor).toHaveFocus();
    expect(calls.some((c) => c.url === '/api/reviews')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/reviews')?.body).toMatchObject({
        anchoredComments: [expect.objectContaining({ body: 'First, and say when.' })],
      }),
    );
  });

  it('moves focus to the next comment and puts the deleted one back on Undo', async () => {
    const user = userEvent.setup();
    const calls = renderWith([
      makeRound({ anchoredComments: [comment('grew', 'First'), comment('began', 'Second')] }),
    ]);
    const list = await screen.findByRole('list', {
      name: 'Comments in the order of their passages',
    });

    await user.click(screen.getByRole('button', { name: 'Delete comment 1' }));
    await expectToast('Comment Deleted', 'Your comment was removed from the passage.');
    expect(screen.queryByText('grew', { selector: 'mark' })).not.toBeInTheDocument();
    const next = within(list).getByRole('listitem', { name: 'Comment 1' });
    expect(next).toHaveTextContent('Second');
    await waitFor(() => expect(next).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('grew', { selector: 'mark' })).toBeInTheDocument();
    const restored = within(list).getByRole('listitem', { name: 'Comment 1' });
    expect(restored).toHaveTextContent('First');
    await waitFor(() => expect(restored).toHaveFocus());
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    await waitFor(() =>
      expect(savedComments(calls)).toEqual([
        ['grew', 'First'],
        ['began', 'Second'],
      ]),
    );
  });

  it('will not put a comment back over a passage commented on since', async () => {
    const user = userEvent.setup();
    const calls = renderWith([makeRound({ anchoredComments: [comment('grew', 'First')] })]);
    await screen.findByText('grew', { selector: 'mark' });
    await user.click(screen.getByRole('button', { name: 'Delete comment 1' }));

    await selectPassage('I grew up');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await user.type(screen.getByLabelText('Comment on the selected passage'), 'Newer');
    await user.click(screen.getByRole('button', { name: 'Save comment' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    await expectToast(
      'Cannot Undo',
      'Another comment now covers part of that passage. Edit that comment instead.',
    );
    const list = screen.getByRole('list', { name: 'Comments in the order of their passages' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Newer')]);
    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    await waitFor(() => expect(savedComments(calls)).toEqual([['I grew up', 'Newer']]));
  });
});

describe('a comment typed on a revised draft', () => {
  it('keeps the draft on screen instead of the changes, where it would be lost', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET ${workspaceUrl}`]: () => jsonResponse(makeRevisionWorkspace()),
      'PUT /api/reviews/draft': ok,
    });
    renderWorkspace();
    // Draft 2 begins as the statement does: the passage has the same offsets in both.
    await selectPassage('I grew up');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const field = screen.getByLabelText('Comment on the selected passage');
    await user.type(field, 'Open stronger.');

    await user.click(screen.getByRole('button', { name: 'Changes since draft 1' }));
    await expectToast(
      'Unsaved Comment',
      'Save or cancel the comment you are writing on the statement, then show the changes.',
    );
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Open stronger.');
    expect(screen.getByRole('button', { name: 'Draft 2' })).toHaveAttribute('aria-pressed', 'true');
  });
});
