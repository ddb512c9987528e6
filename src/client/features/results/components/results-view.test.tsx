import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { makeResults, makeRound, RESULTS_PATH, SUBMISSION_ID } from '../testing/results-fixture';
import { ResultsView } from './results-view';

function renderResults(answer: () => Response, { canDecide = true }: { canDecide?: boolean } = {}) {
  visit(`/results/${SUBMISSION_ID}`);
  const calls = fakeApi({ [`GET ${RESULTS_PATH}`]: answer });
  renderWithUser(
    <ResultsView
      submissionId={SUBMISSION_ID}
      canDecide={canDecide}
      renderThread={(order) => <p>Thread of {order.id}</p>}
    />,
    makeUser({ role: canDecide ? 'applicant' : 'admin' }),
  );
  return calls;
}

function renderResultsWithClient(answer: () => Response) {
  visit(`/results/${SUBMISSION_ID}`);
  fakeApi({ [`GET ${RESULTS_PATH}`]: answer });
  return renderWithUser(
    <ResultsView submissionId={SUBMISSION_ID} canDecide />,
    makeUser({ role: 'applicant' }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ResultsView', () => {
  it('shows the memo, the rubric, the downloads and the thread', async () => {
    renderResults(() => jsonResponse(makeResults()));
    expect(await screen.findByRole('heading', { name: 'Review Results' })).toBeInTheDocument();
    expect(screen.getByText('Feedback Ready')).toHaveClass('bg-purple-100');
    expect(screen.getByText(/The ending needs a clearer link/)).toBeInTheDocument();
    expect(screen.getByText('Paragraph 2: cut the second sentence.')).toBeInTheDocument();
    const rubric = screen.getByText('Structure').closest('div')!;
    expect(rubric).toHaveTextContent('3 out of 5');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/submissions/${SUBMISSION_ID}/results.pdf`,
    );
    expect(screen.getByRole('link', { name: 'Download original' })).toHaveAttribute(
      'href',
      '/api/documents/99999999-2222-4333-8444-555555555555/download',
    );
    expect(screen.getByRole('link', { name: 'Download annotated document' })).toHaveAttribute(
      'href',
      '/api/documents/11111111-2222-4333-8444-555555555555/download',
    );
    expect(screen.getByText(`Thread of ${SUBMISSION_ID}`)).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Review rounds' })).not.toBeInTheDocument();
  });

  it('highlights the commented passages in place, numbered in reading order', async () => {
    const user = userEvent.setup();
    renderResults(() => jsonResponse(makeResults()));
    const statement = await screen.findByRole('region', { name: 'Your statement' });
    const marks = statement.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['courthouse', 'My grandmother']);
    expect(statement.textContent).toContain('where the 1courthouse was');

    const comments = screen.getByRole('list', { name: 'Comments on passages' });
    const [first, second] = within(comments).getAllByRole('listitem');
    expect(first).toHaveTextContent('“courthouse”');
    expect(first).toHaveTextContent('A vivid, concrete detail.');
    expect(second).toHaveTextContent('Name her: it makes the memory yours.');

    await user.click(within(statement).getByRole('button', { name: 'Comment 2' }));
    expect(second).toHaveFocus();
    await user.click(within(first!).getByRole('button', { name: /courthouse/ }));
    expect(marks[0]).toHaveFocus();
    await user.click(marks[1]!);
    expect(second).toHaveFocus();
  });

  it('shows every round behind tabs, with the score changes since the last one', async () => {
    const user = userEvent.setup();
    const second = makeRound({
      id: 'round-2',
      round: 2,
      summaryMemo: 'Round two memo: the ending now lands.',
      rubricScores: { clarity: 5, structure: 5, voice: 4, authenticity: 5, ethics: 4 },
      anchoredComments: [],
    });
    renderResults(() => jsonResponse(makeResults({ rounds: [makeRound(), second] })));
    const tabs = await screen.findByRole('tablist', { name: 'Review rounds' });
    expect(within(tabs).getByRole('tab', { name: 'Round 2 (latest)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Round two memo: the ending now lands.')).toBeInTheDocument();
    expect(screen.getByText('Structure 3 → 5 (+2)')).toBeInTheDocument();
    expect(screen.getByText('Clarity 4 → 5 (+1)')).toBeInTheDocument();
    expect(screen.getByText('Ethics 5 → 4 (-1)')).toBeInTheDocument();
    expect(screen.getByText('Voice 4 → 4 (no change)')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Round 1' }));
    expect(screen.getByText(/The ending needs a clearer link/)).toBeInTheDocument();
    expect(screen.queryByText('Structure 3 → 5 (+2)')).not.toBeInTheDocument();
  });

  it('offers rating, accepting and a revision while the feedback is ready', async () => {
    renderResults(() => jsonResponse(makeResults({ revisionsLeft: 1 })));
    expect(await screen.findByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept feedback' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request revision' })).toBeInTheDocument();
    expect(screen.getByText(/You have 1 revision round left/)).toBeInTheDocument();
  });

  it('explains that no revision is left instead of offering one', async () => {
    renderResults(() => jsonResponse(makeResults({ revisionsLeft: 0 })));
    expect(await screen.findByRole('button', { name: 'Accept feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request revision' })).not.toBeInTheDocument();
    expect(screen.getByText(/no revision rounds left/)).toBeInTheDocument();
  });

  it('offers only the rating once the order is completed', async () => {
    renderResults(() => jsonResponse(makeResults({ submission: { status: 'completed' } })));
    expect(await screen.findByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept feedback' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request revision' })).not.toBeInTheDocument();
  });

  it('keeps earlier rounds readable while the next one is in review, without actions', async () => {
    renderResults(() => jsonResponse(makeResults({ submission: { status: 'in_review' } })));
    expect(await screen.findByText(/working on round 2/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept feedback' })).not.toBeInTheDocument();
  });

  it('is read-only for an admin', async () => {
    renderResults(() => jsonResponse(makeResults()), { canDecide: false });
    expect(await screen.findByText(/The ending needs a clearer link/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept feedback' })).not.toBeInTheDocument();
  });

  it('says so when no round is delivered yet', async () => {
    renderResults(() =>
      jsonResponse(makeResults({ rounds: [], submission: { status: 'assigned' } })),
    );
    expect(await screen.findByText('Your feedback is not ready yet')).toBeInTheDocument();
    expect(
      screen.getByText(/Your reviewer is still working on your statement/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('says where an order with no delivered round stands when nobody is writing it', async () => {
    renderResults(() =>
      jsonResponse(makeResults({ rounds: [], submission: { status: 'refunded' } })),
    );
    expect(
      await screen.findByText(/This order was refunded before any feedback was delivered/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/orders\/[0-9a-f-]+$/),
    );
    expect(screen.queryByText(/still working/)).not.toBeInTheDocument();
  });

  it("answers 'Results Not Found' for a missing or foreign order", async () => {
    renderResults(() => jsonResponse({ message: 'Not found' }, 404));
    expect(await screen.findByRole('heading', { name: 'Results Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('keeps the page, and a revision note being written, when a refresh fails', async () => {
    const user = userEvent.setup();
    let status = 200;
    const { queryClient } = renderResultsWithClient(() =>
      status === 500
        ? jsonResponse({ message: 'Database down.' }, 500)
        : jsonResponse(makeResults({ revisionsLeft: 1 })),
    );
    const note = await screen.findByLabelText(/What should your reviewer look at/);
    await user.type(note, 'Please look at the ending again.');
    status = 500;
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the latest results: Database down.',
    );
    expect(screen.getByRole('heading', { name: 'Review Results' })).toBeInTheDocument();
    expect(screen.getByLabelText(/What should your reviewer look at/)).toHaveValue(
      'Please look at the ending again.',
    );
  });

  it('offers a retry when loading fails', async () => {
    const user = userEvent.setup();
    let status = 500;
    const calls = renderResults(() =>
      status === 500
        ? jsonResponse({ message: 'Database down.' }, 500)
        : jsonResponse(makeResults()),
    );
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Results' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Database down.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Review Results' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
