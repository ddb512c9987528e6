import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { makeDraft, makeSubmission } from '../testing/submission-fixture';
import { ApplicantDashboard } from './applicant-dashboard';

function renderDashboard(list: SubmissionDetail[]) {
  visit('/dashboard');
  const calls = fakeApi({ 'GET /api/submissions': () => jsonResponse(list) });
  return { calls, ...renderWithUser(<ApplicantDashboard firstName="Jane" />, makeUser()) };
}

/** The value shown under a tile or fact label. */
function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function progressDone(): string[] {
  return screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-done') === 'true')
    .map((item) => item.textContent?.replace(/ \((done|not yet)\)/, '') ?? '');
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('ApplicantDashboard', () => {
  it('shows a spinner while the submissions load', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithUser(<ApplicantDashboard firstName="Jane" />, makeUser());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('welcomes an applicant without submissions', async () => {
    renderDashboard([]);
    expect(
      await screen.findByText(
        'Ready to get expert feedback on your personal statement? Start by selecting a review package.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your First Review' })).toHaveAttribute(
      'href',
      '/submit',
    );
  });

  it('shows a draft: grey badge, Draft, TBD, and the way to pay', async () => {
    renderDashboard([
      makeDraft({ id: 'aaaa-1234', packageTier: 'premium', targetSchool: null, wordCount: null }),
      makeSubmission({ id: 'older' }),
    ]);
    const badge = await screen.findByText('Draft', { selector: 'span' });
    expect(badge).toHaveClass('bg-gray-100');
    expect(valueOf('Package')).toBe('Premium Review');
    expect(valueOf('Target School')).toBe('Not specified');
    expect(valueOf('ETA')).toBe('TBD');
    expect(valueOf('Word Count')).toBe('Not specified');
    expect(valueOf('Submitted')).toBe('Draft');
    expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/checkout/premium?submissionId=aaaa-1234',
    );
    expect(screen.getByText(/saved but not paid for yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Reviewer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download Original Statement/ })).toBeNull();
  });

  it("shows a queued order with SPEC's queue message and only the first step done", async () => {
    renderDashboard([makeSubmission({ status: 'queued', targetSchool: 'chicago' })]);
    expect(await screen.findByText('Queued')).toHaveClass('bg-yellow-100', 'text-yellow-800');
    expect(
      screen.getByText(
        "Your submission is in queue and will be assigned to a reviewer shortly. You'll receive an email notification when a reviewer is assigned.",
      ),
    ).toBeInTheDocument();
    expect(progressDone()).toEqual(['Submitted']);
    expect(valueOf('Package')).toBe('Core Review');
    expect(valueOf('Target School')).toBe('University of Chicago Law School');
    expect(valueOf('ETA')).toMatch(/^Mar 6, 2025/);
    expect(valueOf('Submitted')).toBe('Mar 3, 2025');
    expect(valueOf('Word Count')).toBe('650');
    expect(screen.queryByRole('link', { name: 'Complete payment' })).not.toBeInTheDocument();
    // Nothing a paid order cannot do yet: no message box, no Send, no add-on buttons.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send|Add / })).not.toBeInTheDocument();
  });

  it.each([
    ['in_review', 'In Review', 'bg-blue-100', ['Submitted', 'In Review']],
    [
      'feedback_ready',
      'Feedback Ready',
      'bg-purple-100',
      ['Submitted', 'In Review', 'Feedback Ready'],
    ],
    ['completed', 'Completed', 'bg-green-100', ['Submitted', 'In Review', 'Feedback Ready']],
    ['assigned', 'Assigned', 'bg-gray-100', ['Submitted']],
  ] as const)('shows %s with its badge and progress', async (status, label, colour, done) => {
    renderDashboard([
      makeSubmission({
        status,
        reviewerId: 'rev-1',
        reviewer: { firstName: 'Riley', lastName: 'Morgan' },
      }),
    ]);
    expect(await screen.findByText(label, { selector: 'span' })).toHaveClass(colour);
    expect(progressDone()).toEqual(done);
    const reviewerCard = screen.getByRole('heading', { name: 'Your Reviewer' }).parentElement!
      .parentElement!;
    expect(within(reviewerCard).getByText('Riley Morgan')).toBeInTheDocument();
    expect(within(reviewerCard).queryByText(/reviews\)|★/)).not.toBeInTheDocument();
  });

  it('offers the download of the original statement only when there is a document', async () => {
    renderDashboard([
      makeSubmission({
        documentUrl: '/api/documents/doc-9',
        document: { fileName: 'my-statement.pdf', wordCount: 640, sizeBytes: 52_000 },
      }),
    ]);
    expect(
      await screen.findByRole('link', { name: 'Download Original Statement' }),
    ).toHaveAttribute('href', '/api/documents/doc-9/download');
    expect(screen.getByText('my-statement.pdf')).toBeInTheDocument();
  });

  it('links the quick actions and a Start New Review button', async () => {
    renderDashboard([makeSubmission()]);
    const actions = within(
      (await screen.findByRole('heading', { name: 'Quick Actions' })).parentElement!.parentElement!,
    );
    expect(actions.getByRole('link', { name: 'Start New Review' })).toHaveAttribute(
      'href',
      '/submit',
    );
    expect(actions.getByRole('link', { name: 'View Past Reviews' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(actions.getByRole('link', { name: 'FAQ & Support' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(screen.getAllByRole('link', { name: 'Start New Review' })).toHaveLength(2);
  });
});
