import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { makeDraft, makeSubmission } from '../../testing/submission-fixture';
import { ApplicantDashboard } from '../applicant-dashboard';

function renderDashboard(routes: Parameters<typeof fakeApi>[0]) {
  visit('/dashboard');
  const calls = fakeApi(routes);
  renderWithUser(
    <>
      <ApplicantDashboard firstName="Jane" />
      <Toaster />
    </>,
    makeUser(),
  );
  return calls;
}

const listOf = (submission: SubmissionDetail) => () => jsonResponse([submission]);

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('Available Add-ons', () => {
  it('adds an add-on to a draft, confirms it and hides it once the order has it', async () => {
    const user = userEvent.setup();
    let current = makeDraft({ id: 'draft-1' });
    const calls = renderDashboard({
      'GET /api/submissions': () => jsonResponse([current]),
      'POST /api/submissions/draft-1/add-ons': () => {
        current = makeDraft({ id: 'draft-1', addOns: ['rush'] });
        return jsonResponse(current);
      },
    });
    expect(await screen.findByText('Get feedback in 24-48 hours')).toBeInTheDocument();
    expect(screen.getByText('Additional round of feedback')).toBeInTheDocument();
    expect(screen.getByText('$99', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('$129', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Rush Delivery to your order' }));
    expect(await screen.findByText('Add-on Added')).toBeInTheDocument();
    expect(
      screen.getByText('Rush Delivery was added to your order. New total: $398.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/submissions/draft-1/add-ons',
      body: { addOn: 'rush' },
    });
    await vi.waitFor(() =>
      expect(screen.queryByText('Get feedback in 24-48 hours')).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.url === '/api/submissions')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Add Extra Revision/ })).toBeInTheDocument();
  });

  it('shows the server refusal as an error toast', async () => {
    const user = userEvent.setup();
    renderDashboard({
      'GET /api/submissions': listOf(makeDraft({ id: 'draft-2' })),
      'POST /api/submissions/draft-2/add-ons': () =>
        jsonResponse({ message: 'This order is already paid.' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: /Add Extra Revision/ }));
    expect(await screen.findByText('This order is already paid.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('hides what the order already has, and the whole card when it has both', async () => {
    renderDashboard({
      'GET /api/submissions': listOf(makeDraft({ addOns: ['extra_revision'] })),
    });
    expect(await screen.findByText('Get feedback in 24-48 hours')).toBeInTheDocument();
    expect(screen.queryByText('Additional round of feedback')).not.toBeInTheDocument();
  });

  it('is absent when the order has both add-ons', async () => {
    renderDashboard({
      'GET /api/submissions': listOf(makeSubmission({ addOns: ['rush', 'extra_revision'] })),
    });
    await screen.findByRole('heading', { name: 'Your Statement Review' });
    expect(screen.queryByRole('heading', { name: 'Available Add-ons' })).not.toBeInTheDocument();
  });

  it.each(['queued', 'assigned', 'in_review'] as const)(
    'sends a paid, %s order to checkout for the add-on instead of adding it',
    async (status) => {
      const submission = makeSubmission({ id: 'paid-1', status, packageTier: 'premium' });
      const calls = renderDashboard({ 'GET /api/submissions': listOf(submission) });
      const rush = await screen.findByRole('link', { name: 'Add Rush Delivery to your order' });
      expect(rush).toHaveAttribute('href', '/checkout/premium?submissionId=paid-1&addOns=rush');
      expect(rush).toHaveTextContent('Add Rush Delivery');
      expect(
        screen.getByRole('link', { name: 'Add Extra Revision to your order' }),
      ).toHaveAttribute('href', '/checkout/premium?submissionId=paid-1&addOns=extra_revision');
      expect(screen.queryByRole('button', { name: /Add / })).not.toBeInTheDocument();
      expect(screen.getByText(/Paid separately at checkout/)).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    },
  );

  it('offers only what a paid order lacks', async () => {
    renderDashboard({
      'GET /api/submissions': listOf(makeSubmission({ id: 'paid-2', addOns: ['rush'] })),
    });
    expect(
      await screen.findByRole('link', { name: 'Add Extra Revision to your order' }),
    ).toHaveAttribute('href', '/checkout/core?submissionId=paid-2&addOns=extra_revision');
    expect(screen.queryByRole('link', { name: /Rush Delivery/ })).not.toBeInTheDocument();
  });

  it.each(['feedback_ready', 'completed', 'refunded'] as const)(
    'is absent once the order is %s: nothing can be added any more',
    async (status) => {
      renderDashboard({ 'GET /api/submissions': listOf(makeSubmission({ status })) });
      await screen.findByRole('heading', { name: 'Your Statement Review' });
      expect(screen.queryByRole('heading', { name: 'Available Add-ons' })).not.toBeInTheDocument();
    },
  );
});
