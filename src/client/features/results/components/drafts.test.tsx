import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import type { Results } from '#shared/schemas/reviews.js';
import {
  firstDraft,
  makeResults,
  makeRound,
  makeRoundWithSuggestions,
  makeSecondDraft,
  makeSecondRound,
  RESULTS_PATH,
  SECOND_DRAFT,
  STATEMENT,
  SUBMISSION_ID,
  SUGGESTION,
} from '../testing/results-fixture';
import { ResultsView } from './results-view';
import type { RenderDraftUpload } from './revision-request-form';

const revisionPath = `/api/submissions/${SUBMISSION_ID}/revision`;
const UPLOADED = '/api/documents/22222222-3333-4444-8555-666666666666';

/** Stands in for the page's upload control: one button "uploads" a file. */
const fakeUpload: RenderDraftUpload = ({ initial, onUploaded, onRemoved }) =>
  initial ? (
    <p>
      Attached {initial.fileName}
      <button type="button" onClick={onRemoved}>
        Remove file
      </button>
    </p>
  ) : (
    <button
      type="button"
      onClick={() => onUploaded({ documentPath: UPLOADED, fileName: 'draft-2.docx' })}
    >
      Upload draft file
    </button>
  );

function renderResults(results: Results, { canDecide = true } = {}) {
  visit(`/results/${SUBMISSION_ID}`);
  const calls = fakeApi({
    [`GET ${RESULTS_PATH}`]: () => jsonResponse(results),
    [`POST ${revisionPath}`]: () => jsonResponse({ ok: true }),
  });
  renderWithUser(
    <>
      <ResultsView submissionId={SUBMISSION_ID} canDecide={canDecide} renderUpload={fakeUpload} />
      <Toaster />
    </>,
    makeUser({ role: canDecide ? 'applicant' : 'admin' }),
  );
  return calls;
}

const posts = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.method === 'POST');
const markedText = (region: HTMLElement) =>
  [...region.querySelectorAll('mark')].map((mark) => mark.textContent);

/** Two delivered rounds: round 1 on the first draft, round 2 on SECOND_DRAFT. */
const twoRounds = (overrides: Parameters<typeof makeResults>[0] = {}) =>
  makeResults({
    rounds: [
      makeRoundWithSuggestions({
        anchoredComments: makeRound().anchoredComments.map((c) => ({
          ...c,
          followUp: c.id === 'c-1' ? 'addressed' : 'open',
        })),
      }),
      makeSecondRound(),
    ],
    drafts: [firstDraft(STATEMENT), makeSecondDraft()],
    ...overrides,
  });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('each round on its own draft', () => {
  it("highlights round 2's comments in draft 2, and round 1's in draft 1", async () => {
    const user = userEvent.setup();
    renderResults(twoRounds());
    const second = await screen.findByRole('region', { name: 'Your statement, draft 2' });
    expect(second).toHaveTextContent('cleaned its floors for thirty years, and I want to defend');
    expect(markedText(second)).toEqual(['Rosa']);
    expect(screen.getByText(/Round 2 on draft 2, delivered/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Round 1' }));
    const first = screen.getByRole('region', { name: 'Your statement' });
    expect(first).not.toHaveTextContent('Rosa');
    expect(markedText(first)).toEqual(['courthouse', 'My grandmother']);
    const [courthouse, grandmother] = within(
      screen.getByRole('list', { name: 'Comments on passages' }),
    ).getAllByRole('listitem');
    expect(courthouse).toHaveTextContent(`Suggested wording: “${SUGGESTION}”`);
    expect(courthouse).toHaveTextContent('Addressed in draft 2');
    expect(grandmother).toHaveTextContent('Still open in draft 2');
  });

  it('shows a round requested without a new draft on the last draft before it', async () => {
    const start = STATEMENT.indexOf('thirty years');
    const round2 = makeSecondRound({
      anchoredComments: [
        {
          id: 'c-9',
          startOffset: start,
          endOffset: start + 12,
          quote: 'thirty years',
          body: 'Still strong.',
          suggestion: null,
          followUp: null,
        },
      ],
    });
    renderResults(makeResults({ rounds: [makeRound(), round2], revisionsLeft: 0 }));
    const statement = await screen.findByRole('region', { name: 'Your statement' });
    expect(markedText(statement)).toEqual(['thirty years']);
    expect(screen.getByText(/Round 2 on draft 1/)).toBeInTheDocument();
    expect(screen.queryByText('Your voice')).not.toBeInTheDocument();
  });
});

describe('suggested wording in the next draft', () => {
  const withSuggestions = () => makeResults({ rounds: [makeRoundWithSuggestions()] });
  const commentItems = () =>
    within(screen.getByRole('list', { name: 'Comments on passages' })).getAllByRole('listitem');

  it('applies a ticked suggestion to the draft and sends it with the edits', async () => {
    const user = userEvent.setup();
    const calls = renderResults(withSuggestions());
    const draft = await screen.findByLabelText('Your revised draft');
    expect(draft).toHaveValue(STATEMENT);
    const [courthouse, grandmother] = commentItems();
    expect(courthouse).toHaveTextContent(`Suggested wording: “${SUGGESTION}”`);

    const tick = within(courthouse!).getByRole('checkbox', { name: 'Apply to my next draft' });
    await user.click(tick);
    expect(tick).toBeChecked();
    const withSuggestion = STATEMENT.replace('courthouse', SUGGESTION);
    expect(draft).toHaveValue(withSuggestion);
    expect(screen.getByRole('list', { name: 'Suggestions applied' })).toHaveTextContent(
      `“courthouse” → becomes “${SUGGESTION}”`,
    );

    // Edited further, then a second suggestion goes in where its passage now sits.
    await user.type(draft, ' I want to defend people like her.');
    await user.click(
      within(grandmother!).getByRole('checkbox', { name: 'Apply to my next draft' }),
    );
    const edited = `${withSuggestion.replace('My grandmother', 'My grandmother, Rosa,')} I want to defend people like her.`;
    expect(draft).toHaveValue(edited);
    expect(
      within(screen.getByRole('list', { name: 'Suggestions applied' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    await user.type(
      screen.getByLabelText(/What should your reviewer look at/),
      'I used two of your suggestions.',
    );
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByText('Revision Requested')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: revisionPath,
        body: { round: 1, note: 'I used two of your suggestions.', draftText: edited },
      },
    ]);
  });

  it('takes an unticked suggestion back out, keeping the edits', async () => {
    const user = userEvent.setup();
    renderResults(withSuggestions());
    const draft = await screen.findByLabelText('Your revised draft');
    const tick = within(commentItems()[0]!).getByRole('checkbox');
    await user.click(tick);
    await user.type(draft, ' The end.');
    await user.click(tick);
    expect(draft).toHaveValue(`${STATEMENT} The end.`);
    expect(screen.queryByRole('list', { name: 'Suggestions applied' })).not.toBeInTheDocument();
  });

  it('says when a ticked suggestion cannot go in, and starts over from the last draft', async () => {
    const user = userEvent.setup();
    renderResults(withSuggestions());
    const draft = await screen.findByLabelText('Your revised draft');
    await user.clear(draft);
    await user.type(draft, 'A new first line about the courtroom.');
    await user.click(within(commentItems()[0]!).getByRole('checkbox'));
    expect(draft).toHaveValue('A new first line about the courtroom.');
    expect(screen.getByRole('list', { name: 'Suggestions not applied' })).toHaveTextContent(
      '“courthouse”',
    );

    await user.click(screen.getByRole('button', { name: 'Start over from my last draft' }));
    expect(draft).toHaveValue(STATEMENT.replace('courthouse', SUGGESTION));
    expect(screen.getByRole('list', { name: 'Suggestions applied' })).toHaveTextContent(
      '“courthouse”',
    );
  });

  it('offers the tick only in the latest round, and only while a revision can be asked', async () => {
    const user = userEvent.setup();
    renderResults(twoRounds({ revisionsLeft: 1 }));
    await screen.findByRole('region', { name: 'Your statement, draft 2' });
    await user.click(screen.getByRole('tab', { name: 'Round 1' }));
    expect(screen.getByText(`“${SUGGESTION}”`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Apply to my next draft' })).toBeNull();
  });

  it('shows suggestions to an admin without the tick', async () => {
    renderResults(withSuggestions(), { canDecide: false });
    await screen.findByRole('region', { name: 'Your statement' });
    expect(commentItems()[0]).toHaveTextContent(`Suggested wording: “${SUGGESTION}”`);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('the other ways to give the next draft', () => {
  it('confirms and goes to the dashboard even when the refreshed results drop the form', async () => {
    const user = userEvent.setup();
    let results = makeResults();
    visit(`/results/${SUBMISSION_ID}`);
    fakeApi({
      [`GET ${RESULTS_PATH}`]: () => jsonResponse(results),
      [`POST ${revisionPath}`]: () => {
        results = makeResults({
          submission: { status: 'in_review' },
          drafts: [firstDraft(STATEMENT), makeSecondDraft()],
        });
        return jsonResponse({ ok: true });
      },
    });
    renderWithUser(
      <>
        <ResultsView submissionId={SUBMISSION_ID} canDecide />
        <Toaster />
      </>,
      makeUser(),
    );
    await user.type(
      await screen.findByLabelText(/What should your reviewer look at/),
      'The ending, please.',
    );
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByText('Revision Requested')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('sends a pasted draft', async () => {
    const user = userEvent.setup();
    const calls = renderResults(makeResults());
    await user.click(await screen.findByRole('tab', { name: 'Paste a new draft' }));
    const pasted = screen.getByLabelText('Your new draft');
    expect(pasted).toHaveValue('');
    await user.type(screen.getByLabelText(/What should your reviewer look at/), 'A fresh start.');
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByText(/Add your revised draft/)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    pasted.focus();
    await user.paste('My completely new draft.');
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByText('Revision Requested')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      round: 1,
      note: 'A fresh start.',
      draftText: 'My completely new draft.',
    });
  });

  it('sends an uploaded file as documentUrl', async () => {
    const user = userEvent.setup();
    const calls = renderResults(makeResults());
    await user.click(await screen.findByRole('tab', { name: 'Upload a file' }));
    await user.type(screen.getByLabelText(/What should your reviewer look at/), 'See the file.');
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Add your revised draft/);
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Upload draft file' }));
    expect(screen.getByText('Attached draft-2.docx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByText('Revision Requested')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: revisionPath,
        body: { round: 1, note: 'See the file.', draftText: null, documentUrl: UPLOADED },
      },
    ]);
  });
});

describe('your voice', () => {
  it("shows draft 2's figures and highlights the adopted words on request", async () => {
    const user = userEvent.setup();
    renderResults(twoRounds());
    expect(await screen.findByText('83% of draft 2 is your own wording')).toBeInTheDocument();
    expect(
      screen.getByText(
        "6 of 36 words are taken word for word from your reviewer's suggestions, comments and memo (runs of 6 or more words)",
      ),
    ).toBeInTheDocument();
    const statement = screen.getByRole('region', { name: 'Your statement, draft 2' });
    expect(statement.querySelector('[data-adopted]')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Highlight these words in draft 2' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const adopted = [...statement.querySelectorAll('mark[data-adopted]')];
    expect(adopted.map((mark) => mark.textContent)).toEqual([
      `(taken from your reviewer:) ${SUGGESTION}`,
    ]);
    expect(markedText(statement)).toContain('Rosa');

    await user.click(toggle);
    expect(statement.querySelector('[data-adopted]')).toBeNull();
  });

  it('shows a draft still with the reviewer, with its voice', async () => {
    renderResults(
      makeResults({
        submission: { status: 'in_review' },
        drafts: [firstDraft(STATEMENT), makeSecondDraft()],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Draft 2, with your reviewer now' }),
    ).toBeInTheDocument();
    expect(screen.getByText('83% of draft 2 is your own wording')).toBeInTheDocument();
    expect(screen.getByText(/I named my grandmother and rewrote the ending/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your statement, draft 2' })).toHaveTextContent(
      'I want to defend people like her.',
    );
  });
});

describe('comparing drafts', () => {
  it('marks the words added and removed between any two drafts', async () => {
    const user = userEvent.setup();
    const third = makeSecondDraft({
      number: 3,
      text: SECOND_DRAFT.replace('small town', 'river town'),
    });
    renderResults(twoRounds({ drafts: [firstDraft(STATEMENT), makeSecondDraft(), third] }));
    const earlier = await screen.findByLabelText('Earlier draft');
    expect(earlier).toHaveValue('2');
    expect(screen.getByLabelText('Later draft')).toHaveValue('3');
    let changes = screen.getByRole('region', { name: 'Changes from draft 2 to draft 3' });
    expect([...changes.querySelectorAll('ins')].map((el) => el.textContent)).toEqual([
      '[added: river]',
    ]);
    expect([...changes.querySelectorAll('del')].map((el) => el.textContent)).toEqual([
      '[removed: small]',
    ]);
    expect(
      screen.getByText('From draft 2 to draft 3: 1 word added, 1 word removed.'),
    ).toBeInTheDocument();

    await user.selectOptions(earlier, '1');
    changes = screen.getByRole('region', { name: 'Changes from draft 1 to draft 3' });
    const added = [...changes.querySelectorAll('ins')].map((el) => el.textContent).join('');
    const removed = [...changes.querySelectorAll('del')].map((el) => el.textContent).join('');
    expect(added).toContain('county');
    expect(added).toContain('Rosa');
    expect(removed).toBe('[removed: small]');
    expect(changes.querySelector('ins')).toHaveClass('bg-green-100');
    expect(changes.querySelector('del')).toHaveClass('bg-red-100');

    await user.selectOptions(screen.getByLabelText('Later draft'), '1');
    expect(screen.getByText('Choose two different drafts to compare.')).toBeInTheDocument();
  });

  it('is not offered while there is only one draft', async () => {
    renderResults(makeResults());
    await screen.findByRole('region', { name: 'Your statement' });
    expect(screen.queryByText('Compare drafts')).not.toBeInTheDocument();
  });
});
