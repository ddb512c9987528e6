import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse } from '#client/testing/render';
import {
  resetWorkspaceTest,
  ok,
  renderWorkspace,
  workspacePage,
  workspaceUrl,
} from '../testing/render-workspace';
import {
  makeRevisionWorkspace,
  makeRound,
  makeWorkspace,
  STATEMENT,
  SUBMISSION_ID,
} from '../testing/workspace-fixture';

afterEach(resetWorkspaceTest);

describe('WorkspaceView states', () => {
  it('shows a spinner while the submission loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderWorkspace();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it("shows 'Error Loading Submission' for a 404 (missing, or someone else's)", async () => {
    fakeApi({});
    renderWorkspace();
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Submission' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("shows 'Submission Not Found' for an address that names no submission", () => {
    const calls = fakeApi({});
    renderWorkspace('not-an-order');
    expect(screen.getByRole('heading', { name: 'Submission Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(calls).toEqual([]);
  });
});

describe('WorkspaceView overview', () => {
  it('starts an assigned review once and shows the order, the statement and the thread', async () => {
    const calls = fakeApi({
      [`GET ${workspaceUrl}`]: () =>
        jsonResponse(
          makeWorkspace({
            status: 'assigned',
            documentUrl: '/api/documents/0a1b2c3d-0000-4000-8000-000000000001',
            document: { fileName: 'draft.pdf', wordCount: 702, sizeBytes: 4096 },
          }),
        ),
      [`POST ${workspaceUrl}/start`]: ok,
    });
    renderWorkspace();

    const overview = await screen.findByRole('region', { name: 'Submission Overview' });
    expect(overview).toHaveTextContent('Target SchoolHarvard Law School');
    expect(overview).toHaveTextContent('PackageCore Review');
    expect(overview).toHaveTextContent('Word Count702');
    expect(overview).toHaveTextContent('SubmittedMar 3, 2025');
    // The hour too: a rush order is due within a day.
    expect(overview).toHaveTextContent(/ETAMar 6, 2025, \d{1,2}:00 [AP]M/);
    expect(overview).toHaveTextContent('Round1');
    expect(overview).toHaveTextContent('Add-onsRush Delivery, T14 Reviewer Match');
    expect(within(overview).getByRole('link', { name: /Download Original/ })).toHaveAttribute(
      'href',
      '/api/documents/0a1b2c3d-0000-4000-8000-000000000001/download',
    );
    expect(screen.getByRole('region', { name: 'Statement text' })).toHaveTextContent(
      'I grew up translating court notices for my grandmother.',
    );
    expect(screen.getByText(`Message thread for ${SUBMISSION_ID}`)).toBeInTheDocument();
    expect(screen.getByText('The ending feels rushed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full reviewer guidelines' })).toHaveAttribute(
      'href',
      '/reviewer/guidelines',
    );
    await waitFor(() => expect(within(overview).getByText('In Review')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `${workspaceUrl}/start`,
    ]);
  });

  it('shows a delivered round read-only, with earlier rounds folded away', async () => {
    const first = makeRound({
      summaryMemo: 'Round one memo.',
      submittedAt: '2025-03-05T09:00:00.000Z',
    });
    const second = makeRound({
      id: 'round-2',
      round: 2,
      summaryMemo: 'The revision works.',
      rubricScores: { clarity: 5, structure: 4, voice: 4, authenticity: 5, ethics: 5 },
      anchoredComments: [
        {
          id: 'c1',
          startOffset: 2,
          endOffset: 6,
          quote: 'grew',
          body: 'Good verb.',
          suggestion: null,
          followUp: null,
        },
      ],
      submittedAt: '2025-03-09T09:00:00.000Z',
    });
    fakeApi({
      [`GET ${workspaceUrl}`]: () =>
        jsonResponse(makeWorkspace({ status: 'feedback_ready' }, [first, second])),
    });
    renderWorkspace();

    expect(await screen.findByText(/You delivered round 2 on/)).toBeInTheDocument();
    expect(screen.getByText('The revision works.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Clarity: 5 of 5' })).toBeInTheDocument();
    expect(screen.getByText('Good verb.')).toBeInTheDocument();
    expect(screen.getByText('grew', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('Round 1 (delivered)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit Review/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a round refunded during the next one on the draft it reviewed', async () => {
    const revised = makeRevisionWorkspace();
    const refunded = {
      ...revised,
      submission: { ...revised.submission, status: 'refunded' as const },
    };
    fakeApi({ [`GET ${workspaceUrl}`]: () => jsonResponse(refunded) });
    renderWorkspace();

    expect(await screen.findByText(/You delivered round 1 on/)).toBeInTheDocument();
    // Round 1's comments sit on draft 1's passages, not on whatever draft 2 has there.
    expect(screen.getByText('court notices', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('my interest in law began', { selector: 'mark' })).toBeInTheDocument();
    const shown = screen.getByRole('region', { name: 'Statement text' });
    expect(shown).not.toHaveTextContent('eviction notices');
    expect(shown).toHaveTextContent(STATEMENT.slice(0, 40));
  });

  it('writes round 2 of a revised order beside the delivered round 1', async () => {
    const first = makeRound({
      summaryMemo: 'Round one memo.',
      submittedAt: '2025-03-05T09:00:00.000Z',
    });
    fakeApi({
      [`GET ${workspaceUrl}`]: () => jsonResponse(makeWorkspace({ status: 'in_review' }, [first])),
    });
    renderWorkspace();
    expect(await screen.findByLabelText(/Summary Memo/)).toHaveValue('');
    expect(screen.getByText(/Order #3C21 · Round 2/)).toBeInTheDocument();
    expect(screen.getByText(/the applicant asked for a revision/)).toBeInTheDocument();
    expect(screen.getByText('Round 1 (delivered)')).toBeInTheDocument();
    expect(screen.getByText('Round one memo.')).not.toBeVisible();
  });

  it('opened again, starts from the round the server holds now, not the last visit’s answer', async () => {
    let answer = makeWorkspace({ status: 'in_review' });
    fakeApi({ [`GET ${workspaceUrl}`]: () => jsonResponse(answer) });
    const { queryClient, rerender } = renderWorkspace();
    expect(await screen.findByLabelText(/Summary Memo/)).toHaveValue('');

    // The reviewer goes to the dashboard; meanwhile round 1 is delivered and the applicant asks
    // for round 2, which the server starts from round 1's memo.
    rerender(
      <QueryClientProvider client={queryClient}>
        <p>Dashboard</p>
      </QueryClientProvider>,
    );
    answer = makeWorkspace({ status: 'in_review' }, [
      makeRound({ summaryMemo: 'Round one memo.', submittedAt: '2025-03-05T09:00:00.000Z' }),
      makeRound({ id: 'round-2', round: 2, summaryMemo: 'Round one memo.' }),
    ]);
    rerender(<QueryClientProvider client={queryClient}>{workspacePage()}</QueryClientProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByLabelText(/Summary Memo/)).toHaveValue('Round one memo.');
    expect(screen.getByText(/Order #3C21 · Round 2/)).toBeInTheDocument();
  });
});
