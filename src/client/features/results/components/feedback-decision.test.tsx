import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { expectToast, jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { roundMovedMessage } from '#shared/domain/round-decisions.js';
import type { Results } from '#shared/schemas/reviews.js';
import {
  makeResults,
  makeRound,
  RESULTS_PATH,
  STATEMENT,
  SUBMISSION_ID,
} from '../testing/results-fixture';
import { ResultsView } from './results-view';

const orderPath = `/api/submissions/${SUBMISSION_ID}`;

/** The results page with its toasts, answered by `routes`: the calls made and the query client. */
function renderResultsWith(routes: Parameters<typeof fakeApi>[0]) {
  visit(`/results/${SUBMISSION_ID}`);
  const calls = fakeApi(routes);
  const { queryClient } = renderWithUser(
    <>
      <ResultsView submissionId={SUBMISSION_ID} canDecide />
      <Toaster />
    </>,
    makeUser(),
  );
  return { calls, queryClient };
}

const renderResults = (routes: Parameters<typeof fakeApi>[0]) => renderResultsWith(routes).calls;

/**
 * The results, where POST `action` changes them to `after` at once but answers only on
 * `answer()`; `reread()` reads the results again meanwhile, as another refetch would.
 */
function renderAnsweringLate(action: string, after: Results, status: number) {
  let results = makeResults();
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const { queryClient } = renderResultsWith({
    [`GET ${RESULTS_PATH}`]: () => jsonResponse(results),
    [`POST ${orderPath}/${action}`]: async () => {
      results = after;
      await answered;
      return jsonResponse({ ok: true }, status);
    },
  });
  return { answer, reread: () => act(() => queryClient.invalidateQueries()) };
}

const posts = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.method === 'POST');

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('rating the latest round', () => {
  it('rates once with the keyboard, then shows the rating as given', async () => {
    const user = userEvent.setup();
    let results: Results = makeResults();
    const calls = renderResults({
      [`GET ${RESULTS_PATH}`]: () => jsonResponse(results),
      [`POST ${orderPath}/rating`]: () => {
        results = makeResults({
          rounds: [makeRound({ rating: { rating: 4, comment: 'Very clear.' } })],
        });
        return jsonResponse({ ok: true }, 201);
      },
    });
    const group = await screen.findByRole('radiogroup', { name: 'How helpful was round 1?' });
    await user.click(screen.getByRole('button', { name: 'Submit rating' }));
    // The form's checks load with its first use: the refusal shows once they have.
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 1 to 5 stars.');
    expect(posts(calls)).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('4 out of 5', { selector: '[aria-live]' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Very clear.');
    await user.click(screen.getByRole('button', { name: 'Submit rating' }));

    expect(await screen.findByText('You rated round 1:')).toBeInTheDocument();
    expect(screen.getByText('“Very clear.”', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByText('Rating Saved')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: `${orderPath}/rating`,
        body: { round: 1, rating: 4, comment: 'Very clear.' },
      },
    ]);
  });

  it('says the rating was saved when the round shows it before the answer does', async () => {
    const user = userEvent.setup();
    const rated = makeResults({ rounds: [makeRound({ rating: { rating: 5, comment: null } })] });
    const { answer, reread } = renderAnsweringLate('rating', rated, 201);
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit rating' }));
    // Another read of the results finds the rating first: the form goes with it.
    await reread();
    expect(await screen.findByText('You rated round 1:')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

    answer();
    expect(await screen.findByText('Rating Saved')).toBeInTheDocument();
  });

  it('re-reads the results when the round turns out to be rated already', async () => {
    const user = userEvent.setup();
    let results: Results = makeResults();
    renderResults({
      [`GET ${RESULTS_PATH}`]: () => jsonResponse(results),
      [`POST ${orderPath}/rating`]: () => {
        results = makeResults({ rounds: [makeRound({ rating: { rating: 2, comment: null } })] });
        return jsonResponse({ message: 'You already rated this round.' }, 409);
      },
    });
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit rating' }));
    const given = await screen.findByText('You rated round 1:');
    expect(given.parentElement).toHaveTextContent('2 out of 5');
  });

  it('shows a rated round without the form', async () => {
    renderResults({
      [`GET ${RESULTS_PATH}`]: () =>
        jsonResponse(
          makeResults({ rounds: [makeRound({ rating: { rating: 5, comment: null } })] }),
        ),
    });
    expect(await screen.findByText('You rated round 1:')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});

describe('accepting the feedback', () => {
  it('says so when the order moved on since the page opened, and shows it as it is', async () => {
    const user = userEvent.setup();
    let results = makeResults();
    const calls = renderResults({
      [`GET ${RESULTS_PATH}`]: () => jsonResponse(results),
      [`POST ${orderPath}/complete`]: () => {
        // Round 2 was requested and delivered from another device meanwhile.
        results = makeResults({
          rounds: [makeRound(), makeRound({ id: 'round-2', round: 2 })],
          revisionsLeft: 0,
        });
        return jsonResponse({ message: roundMovedMessage(2) }, 409);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept feedback' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept feedback' }));
    await expectToast('Order Updated', roundMovedMessage(2));
    expect(await screen.findByText(/Happy with round 2\?/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { method: 'POST', url: `${orderPath}/complete`, body: { round: 1 } },
    ]);
  });

  it('asks for confirmation, then completes the order', async () => {
    const user = userEvent.setup();
    let results = makeResults();
    const calls = renderResults({
      [`GET ${RESULTS_PATH}`]: () => jsonResponse(results),
      [`POST ${orderPath}/complete`]: () => {
        results = makeResults({ submission: { status: 'completed' } });
        return jsonResponse({ ok: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept feedback' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept this feedback?' });
    expect(dialog).toHaveTextContent('You still have 1 revision round left');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Accept feedback' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept feedback' }));
    expect(await screen.findByText('Feedback Accepted')).toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept feedback' })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { method: 'POST', url: `${orderPath}/complete`, body: { round: 1 } },
    ]);
  });

  it('says the feedback was accepted when the order shows complete before the answer does', async () => {
    const user = userEvent.setup();
    const completed = makeResults({ submission: { status: 'completed' } });
    const { answer, reread } = renderAnsweringLate('complete', completed, 200);
    await user.click(await screen.findByRole('button', { name: 'Accept feedback' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept feedback' }));
    // Another read of the order finds it complete first: the dialog goes with it.
    await reread();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    answer();
    expect(await screen.findByText('Feedback Accepted')).toBeInTheDocument();
  });

  it('works from the keyboard: focus goes into the dialog, Escape cancels, Enter confirms', async () => {
    const user = userEvent.setup();
    let results = makeResults();
    const calls = renderResults({
      [`GET ${RESULTS_PATH}`]: () => jsonResponse(results),
      [`POST ${orderPath}/complete`]: () => {
        results = makeResults({ submission: { status: 'completed' } });
        return jsonResponse({ ok: true });
      },
    });
    const accept = await screen.findByRole('button', { name: 'Accept feedback' });
    accept.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Accept this feedback?' });
    expect(dialog).toHaveTextContent('Your order will be marked complete');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(accept).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, accept feedback' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Feedback Accepted')).toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('shows a refusal inside the dialog', async () => {
    const user = userEvent.setup();
    renderResults({
      [`GET ${RESULTS_PATH}`]: () => jsonResponse(makeResults()),
      [`POST ${orderPath}/complete`]: () =>
        jsonResponse({ message: 'Only delivered feedback can be accepted.' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept feedback' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept feedback' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only delivered feedback can be accepted.',
    );
  });
});

describe('requesting a revision', () => {
  it('needs a note, then sends it and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const calls = renderResults({
      [`GET ${RESULTS_PATH}`]: () => jsonResponse(makeResults()),
      [`POST ${orderPath}/revision`]: () => jsonResponse({ ok: true }),
    });
    const field = await screen.findByLabelText(/What should your reviewer look at/);
    await user.type(field, 'Hmm');
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(
      await screen.findByText('Tell your reviewer what to look at in the next round.'),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '  Please look at the ending again.  ');
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByText('Revision Requested')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: `${orderPath}/revision`,
        body: { round: 1, note: 'Please look at the ending again.', draftText: STATEMENT },
      },
    ]);
  });

  it('sends the revised draft the applicant edited, and needs one', async () => {
    const user = userEvent.setup();
    const calls = renderResults({
      [`GET ${RESULTS_PATH}`]: () => jsonResponse(makeResults()),
      [`POST ${orderPath}/revision`]: () => jsonResponse({ ok: true }),
    });
    const draft = await screen.findByLabelText('Your revised draft');
    expect(draft).toHaveValue(STATEMENT);
    await user.type(screen.getByLabelText(/What should your reviewer look at/), 'The ending.');
    await user.clear(draft);
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByText(/Add your revised draft/)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.type(draft, 'My second draft.');
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByText('Revision Requested')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      round: 1,
      note: 'The ending.',
      draftText: 'My second draft.',
    });
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderResults({
      [`GET ${RESULTS_PATH}`]: () => jsonResponse(makeResults()),
      [`POST ${orderPath}/revision`]: () =>
        jsonResponse({ message: 'This order has no revision rounds left.' }, 409),
    });
    await user.type(
      await screen.findByLabelText(/What should your reviewer look at/),
      'The ending, please.',
    );
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order has no revision rounds left.',
    );
    expect(window.location.pathname).toBe(`/results/${SUBMISSION_ID}`);
  });
});
