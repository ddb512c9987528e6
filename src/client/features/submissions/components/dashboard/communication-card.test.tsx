import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { makeSubmission } from '../../testing/submission-fixture';
import { ApplicantDashboard } from '../applicant-dashboard';

const QUEUED_TEXT =
  "Your submission is in queue and will be assigned to a reviewer shortly. You'll receive an email notification when a reviewer is assigned.";

function renderDashboard(submission: SubmissionDetail, routes: Parameters<typeof fakeApi>[0] = {}) {
  visit('/dashboard');
  fakeApi({ 'GET /api/submissions': () => jsonResponse([submission]), ...routes });
  const renderThread = vi.fn((id: string) => <p>Thread for {id}</p>);
  renderWithUser(<ApplicantDashboard firstName="Jane" renderThread={renderThread} />, makeUser());
  return renderThread;
}

const reviewer = { reviewerId: 'rev-1', reviewer: { firstName: 'Riley', lastName: 'Reviewer' } };

afterEach(() => vi.unstubAllGlobals());

describe('Communication card', () => {
  it('keeps the queued text and no thread while no reviewer is assigned', async () => {
    const renderThread = renderDashboard(makeSubmission({ status: 'queued' }));
    expect(await screen.findByText(QUEUED_TEXT)).toBeInTheDocument();
    expect(renderThread).not.toHaveBeenCalled();
    expect(screen.queryByText(/Thread for/)).not.toBeInTheDocument();
  });

  it.each(['assigned', 'in_review', 'feedback_ready', 'completed'] as const)(
    'shows the thread once the order is %s',
    async (status) => {
      const submission = makeSubmission({ status, ...reviewer });
      renderDashboard(submission);
      expect(await screen.findByText(`Thread for ${submission.id}`)).toBeInTheDocument();
      expect(screen.queryByText(QUEUED_TEXT)).not.toBeInTheDocument();
    },
  );

  it.each([
    [
      29_900,
      'This order was refunded in full to the card you paid with. Refunds usually appear within 5-10 business days.',
    ],
    [
      0,
      'This order is closed, but your bank sent our refund back. Our team will contact you to give it back another way.',
    ],
  ])(
    'says where the refund of a refunded order is, from its receipts (%i refunded)',
    async (refundedCents, text) => {
      const submission = makeSubmission({ status: 'refunded', ...reviewer });
      renderDashboard(submission, {
        [`GET /api/submissions/${submission.id}/receipts`]: () =>
          jsonResponse([
            {
              id: 'p-1',
              purpose: 'order',
              addOns: [],
              chargedCents: 29_900,
              refundedCents,
              paidAt: '2025-03-03T09:00:00.000Z',
            },
          ]),
      });
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it('shows no thread on a draft', async () => {
    const renderThread = renderDashboard(makeSubmission({ status: 'draft', submittedAt: null }));
    expect(await screen.findByText(/saved but not paid for yet/)).toBeInTheDocument();
    expect(renderThread).not.toHaveBeenCalled();
  });
});

describe('View Results', () => {
  it.each(['feedback_ready', 'completed'] as const)(
    'links to the results when %s',
    async (status) => {
      const submission = makeSubmission({ status, ...reviewer });
      renderDashboard(submission);
      expect(await screen.findByRole('link', { name: 'View Results' })).toHaveAttribute(
        'href',
        `/results/${submission.id}`,
      );
    },
  );

  it('links to the earlier rounds while the next one is written', async () => {
    const submission = makeSubmission({ status: 'in_review', roundsDelivered: 1, ...reviewer });
    renderDashboard(submission);
    expect(await screen.findByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      `/results/${submission.id}`,
    );
  });

  it.each(['queued', 'assigned', 'in_review'] as const)(
    'is absent while %s before any delivery',
    async (status) => {
      renderDashboard(makeSubmission({ status, ...(status === 'queued' ? {} : reviewer) }));
      await screen.findByRole('heading', { name: 'Your Statement Review' });
      expect(screen.queryByRole('link', { name: 'View Results' })).not.toBeInTheDocument();
    },
  );
});
