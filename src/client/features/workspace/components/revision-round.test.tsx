import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { expectToast, jsonResponse } from '#client/testing/render';
import {
  created,
  ok,
  renderWorkspace,
  resetWorkspaceTest,
  workspaceUrl,
} from '../testing/render-workspace';
import {
  DRAFT_2,
  makeRevisionWorkspace,
  makeRoundOneComments,
  SUBMISSION_ID,
} from '../testing/workspace-fixture';

afterEach(resetWorkspaceTest);

function renderRevision(workspace = makeRevisionWorkspace()) {
  const calls = fakeApi({
    [`GET ${workspaceUrl}`]: () => jsonResponse(workspace),
    'PUT /api/reviews/draft': ok,
    'POST /api/reviews': created,
  });
  renderWorkspace();
  return calls;
}

const previousComments = () => screen.getByRole('list', { name: 'Comments from round 1' });
const previousComment = (number: number) =>
  within(previousComments()).getByRole('listitem', { name: `Comment ${number}` });

describe('a revision round (round 2 on a new draft)', () => {
  it('starts from the round the server began, with the applicant’s note and voice figure', async () => {
    renderRevision();
    expect(await screen.findByLabelText(/Summary Memo/)).toHaveValue('Round one memo.');
    expect(screen.getByLabelText(/Inline Comments/)).toHaveValue('Round one notes.');
    expect(screen.getByRole('radio', { name: 'Structure: 2 of 5' })).toBeChecked();
    expect(screen.getByText(/Order #3C21 · Round 2/)).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Round 2: draft 2' });
    expect(summary).toHaveTextContent('I named the notices. Is the ending still rushed?');
    expect(within(summary).getByTestId('voice-figure')).toHaveTextContent(
      'Applicant’s own wording: 91% (2 of 22 words taken from your suggestions, comments and memo)',
    );
    // The statement is draft 2, with round 1's surviving comment carried onto it.
    const statement = screen.getByRole('region', { name: 'Statement text' });
    expect(statement.textContent).toBe(DRAFT_2);
    expect(screen.getByText('my interest in law began', { selector: 'mark' })).toBeInTheDocument();
    // The overview counts the draft under review, not the first one; it was pasted, so there
    // is no file of it to download.
    const overview = screen.getByRole('region', { name: 'Submission Overview' });
    expect(within(overview).queryByRole('link', { name: /Download Draft/ })).toBeNull();
    expect(within(overview).getByText('Word Count (draft 2)').nextSibling).toHaveTextContent(
      /^22$/,
    );
  });

  it('offers the file of the draft under review when it was handed in as one', async () => {
    const pasted = makeRevisionWorkspace();
    const drafts = pasted.drafts.map((draft) =>
      draft.number === 2 ? { ...draft, documentUrl: '/api/documents/draft-2' } : draft,
    );
    renderRevision({ ...pasted, drafts });
    const withFile = await screen.findByRole('region', { name: 'Submission Overview' });
    expect(within(withFile).getByRole('link', { name: 'Download Draft 2' })).toHaveAttribute(
      'href',
      '/api/documents/draft-2/download',
    );
  });

  it('highlights the passages taken from the reviewer on request, keeping the text as it is', async () => {
    const user = userEvent.setup();
    renderRevision();
    const statement = await screen.findByRole('region', { name: 'Statement text' });
    expect(statement.querySelector('[data-adopted]')).toBeNull();

    await user.click(screen.getByLabelText(/Highlight the passages taken from your writing/));
    expect(
      [...statement.querySelectorAll('[data-adopted]')].map((element) => element.textContent),
    ).toEqual(['eviction notices']);
    expect(statement.textContent).toBe(DRAFT_2);

    await user.click(screen.getByLabelText(/Highlight the passages taken from your writing/));
    expect(statement.querySelector('[data-adopted]')).toBeNull();
  });

  it('shows the changes since draft 1: added words in <ins>, removed words in <del>', async () => {
    const user = userEvent.setup();
    renderRevision();
    const draftButton = await screen.findByRole('button', { name: 'Draft 2' });
    expect(draftButton).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Changes since draft 1' }));
    const changes = screen.getByRole('region', { name: 'Changes since draft 1' });
    // Each change carries a hidden word for screen readers, which do not announce <ins>/<del>.
    expect([...changes.querySelectorAll('ins')].map((element) => element.textContent)).toEqual([
      '[added: eviction]',
    ]);
    expect([...changes.querySelectorAll('del')].map((element) => element.textContent)).toEqual([
      '[removed: court]',
    ]);
    expect(changes).toHaveTextContent(
      'I grew up translating [removed: court][added: eviction] notices for my grandmother.',
    );
    expect(screen.getByText(/1 word added/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Statement text' })).not.toBeInTheDocument();

    await user.click(draftButton);
    expect(screen.getByRole('region', { name: 'Statement text' })).toBeInTheDocument();
  });

  it('labels round 1’s comments carried or changed, with their suggestion, open by default', async () => {
    renderRevision();
    await screen.findByRole('region', { name: 'Comments from round 1' });

    // Reading order in draft 1: "court notices" comes first.
    const changed = previousComment(1);
    expect(changed).toHaveTextContent('“court notices”');
    expect(changed).toHaveTextContent('Passage changed');
    expect(changed).not.toHaveTextContent('Carried to this draft');
    expect(changed).toHaveTextContent('Suggested: eviction notices');
    const carried = previousComment(2);
    expect(carried).toHaveTextContent('“my interest in law began”');
    expect(carried).toHaveTextContent('Carried to this draft');
    expect(carried).not.toHaveTextContent('Passage changed');

    for (const item of [changed, carried]) {
      expect(within(item).getByRole('radio', { name: 'Still open' })).toBeChecked();
      expect(within(item).getByRole('radio', { name: 'Addressed' })).not.toBeChecked();
    }
  });

  it('starts each mark from the one saved before', async () => {
    const [changed, carried] = makeRoundOneComments();
    renderRevision(
      makeRevisionWorkspace({
        roundOneComments: [{ ...changed!, followUp: 'addressed' }, carried!],
      }),
    );
    await screen.findByRole('region', { name: 'Comments from round 1' });
    expect(within(previousComment(1)).getByRole('radio', { name: 'Addressed' })).toBeChecked();
    expect(within(previousComment(2)).getByRole('radio', { name: 'Still open' })).toBeChecked();
  });

  it('autosaves the marks as followUps and submits them with the round', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = renderRevision();
    await screen.findByRole('region', { name: 'Comments from round 1' });

    await user.click(within(previousComment(1)).getByRole('radio', { name: 'Addressed' }));
    expect(screen.getByText(/1 of 2 addressed/)).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const saved = calls.find((c) => c.method === 'PUT')?.body;
    expect(saved).toMatchObject({
      submissionId: SUBMISSION_ID,
      summaryMemo: 'Round one memo.',
      followUps: [
        { commentId: 'r1-changed', status: 'addressed' },
        { commentId: 'r1-carried', status: 'open' },
      ],
    });
    // The carried comment is saved on draft 2, where it now sits.
    const start = DRAFT_2.indexOf('my interest in law began');
    expect(saved).toMatchObject({
      anchoredComments: [{ startOffset: start, quote: 'my interest in law began' }],
    });

    await user.click(within(previousComment(2)).getByRole('radio', { name: 'Addressed' }));
    await user.click(within(previousComment(1)).getByRole('radio', { name: 'Still open' }));
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/reviews')).toBe(true));
    expect(calls.find((c) => c.url === '/api/reviews')?.body).toMatchObject({
      followUps: [
        { commentId: 'r1-changed', status: 'open' },
        { commentId: 'r1-carried', status: 'addressed' },
      ],
    });
  });

  it('leaves out of this round the carried copy of a comment marked addressed, and brings it back when open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = renderRevision();
    await screen.findByRole('region', { name: 'Comments from round 1' });
    const carriedMark = () => screen.queryByText('my interest in law began', { selector: 'mark' });
    expect(carriedMark()).toBeInTheDocument();

    // A screen reader is told that the copy went, and came back.
    const notice = () =>
      within(screen.getByRole('region', { name: 'Comments from round 1' })).getByRole('status');
    await user.click(within(previousComment(2)).getByRole('radio', { name: 'Addressed' }));
    expect(carriedMark()).not.toBeInTheDocument();
    expect(notice()).toHaveTextContent(
      'Comment 2 marked addressed: its copy on this draft was removed.',
    );
    await user.click(within(previousComment(2)).getByRole('radio', { name: 'Still open' }));
    expect(carriedMark()).toBeInTheDocument();
    expect(notice()).toHaveTextContent(
      'Comment 2 marked still open: its copy on this draft is back.',
    );

    await user.click(within(previousComment(2)).getByRole('radio', { name: 'Addressed' }));
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/reviews')).toBe(true));
    const submitted = calls.find((c) => c.url === '/api/reviews')?.body as {
      anchoredComments?: unknown[];
      followUps: unknown[];
    };
    expect(submitted.anchoredComments ?? []).toEqual([]);
    expect(submitted.followUps).toContainEqual({ commentId: 'r1-carried', status: 'addressed' });
  });

  it('will not Undo the delete of a carried copy once its comment is marked addressed', async () => {
    const user = userEvent.setup();
    renderRevision();
    await screen.findByRole('region', { name: 'Comments from round 1' });
    const carriedMark = () => screen.queryByText('my interest in law began', { selector: 'mark' });
    await user.click(screen.getByRole('button', { name: 'Delete comment 1' }));
    expect(carriedMark()).not.toBeInTheDocument();
    await user.click(within(previousComment(2)).getByRole('radio', { name: 'Addressed' }));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await expectToast(
      'Cannot Undo',
      'You marked this comment addressed since, so it is not sent again. Mark it still open to bring it back.',
    );
    expect(carriedMark()).not.toBeInTheDocument();
    await user.click(within(previousComment(2)).getByRole('radio', { name: 'Still open' }));
    expect(carriedMark()).toBeInTheDocument();
  });

  it('puts back on Undo a comment of the reviewer’s own that says what an addressed one said', async () => {
    const user = userEvent.setup();
    const [, carried] = makeRoundOneComments();
    const start = DRAFT_2.indexOf('I grew up');
    const own = {
      id: 'r2-own',
      startOffset: start,
      endOffset: start + 'I grew up'.length,
      quote: 'I grew up',
      body: carried!.body,
      suggestion: null,
      followUp: null,
    };
    const round2 = makeRevisionWorkspace().rounds[1]!;
    renderRevision(
      makeRevisionWorkspace({
        roundTwo: { anchoredComments: [...round2.anchoredComments, own] },
      }),
    );
    await screen.findByRole('region', { name: 'Comments from round 1' });
    await user.click(within(previousComment(2)).getByRole('radio', { name: 'Addressed' }));
    expect(screen.getByText('I grew up', { selector: 'mark' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete comment 1' }));
    expect(screen.queryByText('I grew up', { selector: 'mark' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('I grew up', { selector: 'mark' })).toBeInTheDocument();
  });
});
