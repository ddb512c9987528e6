import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse } from '#client/testing/render';
import {
  resetWorkspaceTest,
  created,
  expectToast,
  ok,
  renderWorkspace,
  workspaceUrl,
} from '../testing/render-workspace';
import {
  ANNOTATION_PATH,
  makeRound,
  makeWorkspace,
  SUBMISSION_ID,
} from '../testing/workspace-fixture';

const submitButton = () => screen.getByRole('button', { name: /Submit Review/ });
const memoField = () => screen.getByLabelText(/Summary Memo/);

afterEach(resetWorkspaceTest);

describe('Submit Review', () => {
  it('is disabled while the memo is empty and refuses a memo of spaces with Missing Summary', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      [`GET ${workspaceUrl}`]: () => jsonResponse(makeWorkspace()),
      'PUT /api/reviews/draft': ok,
    });
    renderWorkspace();
    await screen.findByRole('heading', { name: 'Your Review' });
    expect(submitButton()).toBeDisabled();

    await user.type(memoField(), '   ');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    await expectToast('Missing Summary', 'Please provide a summary memo before submitting.');
    expect(memoField()).toHaveFocus();
    expect(calls.some((c) => c.url === '/api/reviews')).toBe(false);
  });

  it('delivers the round, says so and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      [`GET ${workspaceUrl}`]: () => jsonResponse(makeWorkspace()),
      'PUT /api/reviews/draft': ok,
      'POST /api/reviews': created,
    });
    renderWorkspace();
    await user.type(await screen.findByLabelText(/Summary Memo/), '  A strong draft.  ');
    await user.type(screen.getByLabelText(/Inline Comments/), 'Cut paragraph 2.');
    await user.click(screen.getByRole('radio', { name: 'Voice: 5 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Fake upload' }));
    await expectToast(
      'Annotated Document Uploaded',
      'marked-up.docx will be delivered with your review.',
    );
    await user.click(submitButton());

    await expectToast(
      'Review Submitted',
      'The applicant has been told that their feedback is ready.',
    );
    expect(window.location.pathname).toBe('/dashboard');
    expect(calls.find((c) => c.url === '/api/reviews')?.body).toEqual({
      submissionId: SUBMISSION_ID,
      // This tab, its count of changes (each key typed is one), and no round when it opened.
      editor: { tab: expect.stringMatching(/^[0-9a-f-]{36}$/), revision: 37, basedOn: null },
      summaryMemo: 'A strong draft.',
      inlineComments: 'Cut paragraph 2.',
      rubricScores: { clarity: 3, structure: 3, voice: 5, authenticity: 3, ethics: 3 },
      annotatedDocumentUrl: ANNOTATION_PATH,
      anchoredComments: [],
    });
  });

  it('waits for the annotated file being uploaded, and locks the rubric while submitting', async () => {
    const user = userEvent.setup();
    let deliver!: () => void;
    const delivered = new Promise<Response>((resolve) => (deliver = () => resolve(created())));
    fakeApi({
      [`GET ${workspaceUrl}`]: () => jsonResponse(makeWorkspace()),
      'PUT /api/reviews/draft': ok,
      'POST /api/reviews': () => delivered,
    });
    renderWorkspace();
    await user.type(await screen.findByLabelText(/Summary Memo/), 'A strong draft.');
    await user.click(screen.getByRole('button', { name: 'Fake upload starts' }));
    // Delivery is final: submitting now would deliver the round without the file.
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      'Wait for the annotated file to finish uploading to submit your review.',
    );
    await user.click(screen.getByRole('button', { name: 'Fake upload' }));
    expect(submitButton()).toBeEnabled();

    await user.click(submitButton());
    expect(screen.getByRole('radio', { name: 'Voice: 5 of 5' })).toBeDisabled();
    deliver();
    await expectToast(
      'Review Submitted',
      'The applicant has been told that their feedback is ready.',
    );
  });

  it('keeps the work and shows the reason when the server refuses it', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => {};
    fakeApi({
      [`GET ${workspaceUrl}`]: () => jsonResponse(makeWorkspace()),
      'PUT /api/reviews/draft': ok,
    });
    const fakeFetch = vi.mocked(fetch);
    const original = fakeFetch.getMockImplementation()!;
    fakeFetch.mockImplementation((url, init) =>
      url === '/api/reviews'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : original(url, init),
    );
    renderWorkspace();
    await user.type(await screen.findByLabelText(/Summary Memo/), 'Memo');
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Save Draft/ })).toBeDisabled();

    act(() => answer(jsonResponse({ message: 'The clarity score must be from 1 to 5.' }, 400)));
    await expectToast('Error', 'Failed to submit review. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('The clarity score must be from 1 to 5.');
    expect(submitButton()).toBeEnabled();
    expect(memoField()).toHaveValue('Memo');
    expect(window.location.pathname).toBe(`/review/${SUBMISSION_ID}`);
  });
});

describe('drafts', () => {
  it('restores the saved draft and saves everything on Save Draft', async () => {
    const user = userEvent.setup();
    const draft = makeRound({
      summaryMemo: 'Half written.',
      inlineComments: 'Notes',
      rubricScores: { clarity: 2, structure: 3, voice: 4, authenticity: 3, ethics: 5 },
      annotatedDocumentUrl: ANNOTATION_PATH,
      anchoredComments: [
        {
          id: 'c1',
          startOffset: 2,
          endOffset: 6,
          quote: 'grew',
          body: 'Stronger verb?',
          suggestion: 'came of age',
          followUp: null,
        },
      ],
    });
    const calls = fakeApi({
      [`GET ${workspaceUrl}`]: () => jsonResponse(makeWorkspace({}, [draft])),
      [`GET ${ANNOTATION_PATH}`]: () =>
        jsonResponse({
          documentPath: ANNOTATION_PATH,
          downloadPath: `${ANNOTATION_PATH}/download`,
          kind: 'annotation',
          fileName: 'notes.pdf',
          contentType: 'application/pdf',
          sizeBytes: 100,
          wordCount: null,
          text: null,
        }),
      'PUT /api/reviews/draft': ok,
    });
    renderWorkspace();

    expect(await screen.findByLabelText(/Summary Memo/)).toHaveValue('Half written.');
    expect(screen.getByLabelText(/Inline Comments/)).toHaveValue('Notes');
    expect(screen.getByRole('radio', { name: 'Clarity: 2 of 5' })).toBeChecked();
    expect(screen.getByText('grew', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('Stronger verb?')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Comment 1' })).toHaveTextContent(
      'Suggested: came of age',
    );
    expect(await screen.findByText('Attached: notes.pdf')).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved at \d{1,2}:42/);

    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    await expectToast('Draft Saved', 'Your review is saved. You can come back to it at any time.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      submissionId: SUBMISSION_ID,
      editor: {
        tab: expect.stringMatching(/^[0-9a-f-]{36}$/),
        revision: 0,
        basedOn: '2025-03-04T10:42:00.000Z',
      },
      summaryMemo: 'Half written.',
      inlineComments: 'Notes',
      rubricScores: { clarity: 2, structure: 3, voice: 4, authenticity: 3, ethics: 5 },
      annotatedDocumentUrl: ANNOTATION_PATH,
      anchoredComments: [
        {
          startOffset: 2,
          endOffset: 6,
          quote: 'grew',
          body: 'Stronger verb?',
          suggestion: 'came of age',
        },
      ],
    });
  });

  it('autosaves 3 s after typing stops, quietly, and retries when the network fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let failNext = true;
    const calls = fakeApi({
      [`GET ${workspaceUrl}`]: () => jsonResponse(makeWorkspace()),
      'PUT /api/reviews/draft': () => {
        if (failNext) {
          failNext = false;
          return jsonResponse({ message: 'Try later.' }, 503);
        }
        return jsonResponse({ ok: true });
      },
    });
    const puts = () => calls.filter((c) => c.method === 'PUT');
    renderWorkspace();
    const status = await screen.findByTestId('save-status');
    expect(status).toHaveTextContent('No changes yet');

    await user.type(memoField(), 'First');
    expect(status).toHaveTextContent('Unsaved changes');
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await user.type(memoField(), ' words');
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(puts()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(status).toHaveTextContent('Not saved — retrying'));
    expect(puts().map((c) => (c.body as { summaryMemo: string }).summaryMemo)).toEqual([
      'First words',
    ]);
    expect(screen.queryByText('Draft Saved')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(status).toHaveTextContent(/^Saved at/));
    expect(puts()).toHaveLength(2);
  });
});
