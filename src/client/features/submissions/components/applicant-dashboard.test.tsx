import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDERS_DEFAULT_PAGE_SIZE } from '#shared/domain/order-lists.js';
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
    expect(screen.getByRole('link', { name: 'Start New Review' })).toHaveAttribute(
      'href',
      '/submit',
    );
  });

  it('shows a draft: grey badge, Draft, TBD, and the way to pay', async () => {
    renderDashboard([
      makeDraft({ id: 'aaaa-1234', packageTier: 'premium', targetSchool: null, wordCount: null }),
      // Finished: a paid order still open would come before the draft (docs/product.md §7).
      makeSubmission({ id: 'older', status: 'completed' }),
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

describe('ApplicantDashboard: which order comes first', () => {
  const reviewer = { reviewerId: 'rev-1', reviewer: { firstName: 'Riley', lastName: 'Morgan' } };
  // The API answers newest first.
  const newestDraft = makeDraft({ id: 'order-0d01', createdAt: '2025-03-09T10:00:00.000Z' });
  const refunded = makeSubmission({
    id: 'order-0r02',
    status: 'refunded',
    packageTier: 'basic',
    createdAt: '2025-03-08T10:00:00.000Z',
  });
  const queued = makeSubmission({ id: 'order-0q03', createdAt: '2025-03-07T10:00:00.000Z' });
  const ready = makeSubmission({
    id: 'order-0f04',
    status: 'feedback_ready',
    packageTier: 'premium',
    createdAt: '2025-03-01T10:00:00.000Z',
    ...reviewer,
  });
  const olderDraft = makeDraft({ id: 'order-0d05', createdAt: '2025-02-20T10:00:00.000Z' });

  function renderOrders(routes: Parameters<typeof fakeApi>[0]) {
    visit('/dashboard');
    const calls = fakeApi(routes);
    const renderThread = vi.fn((id: string) => <p>Thread for {id}</p>);
    renderWithUser(<ApplicantDashboard firstName="Jane" renderThread={renderThread} />, makeUser());
    return { calls, renderThread };
  }

  function otherOrderLinks(): HTMLElement[] {
    return within(screen.getByRole('list', { name: 'Your other orders' })).getAllByRole('link');
  }

  it('shows the feedback-ready order first, even with a newer draft and a refunded order', async () => {
    const { renderThread } = renderOrders({
      'GET /api/submissions': () =>
        jsonResponse([newestDraft, refunded, queued, ready, olderDraft]),
    });
    expect(await screen.findByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      '/results/order-0f04',
    );
    expect(progressDone()).toEqual(['Submitted', 'In Review', 'Feedback Ready']);
    expect(valueOf('Package')).toBe('Premium Review');
    expect(screen.getByText('Thread for order-0f04')).toBeInTheDocument();
    expect(renderThread.mock.calls.map(([id]) => id)).not.toContain('order-0d01');
    expect(screen.queryByRole('link', { name: 'Complete payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Reviewer' })).toBeInTheDocument();
  });

  it('lists the other orders beneath, by the same rule, each linking to its page', async () => {
    renderOrders({
      'GET /api/submissions': () =>
        jsonResponse([newestDraft, refunded, queued, ready, olderDraft]),
    });
    await screen.findByRole('heading', { name: 'Your other orders' });
    const links = otherOrderLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/orders/order-0q03',
      '/orders/order-0d01',
      '/orders/order-0d05',
      '/orders/order-0r02',
    ]);
    const [queuedRow, , , refundedRow] = links;
    expect(queuedRow).toHaveAccessibleName(/^Order #0Q03/);
    expect(within(queuedRow!).getByText('Queued')).toHaveClass('bg-yellow-100');
    expect(queuedRow).toHaveTextContent('Core Review · Mar 7, 2025');
    expect(refundedRow).toHaveTextContent('Order #0R02');
    expect(within(refundedRow!).getByText('Refunded')).toHaveClass('bg-gray-100');
    expect(refundedRow).toHaveTextContent('Basic Review · Mar 8, 2025');
    // The first item is not repeated in the list.
    expect(screen.queryByRole('link', { name: /Order #0F04/ })).not.toBeInTheDocument();
  });

  it('reaches each other order from the keyboard', async () => {
    const user = userEvent.setup();
    renderOrders({ 'GET /api/submissions': () => jsonResponse([newestDraft, ready]) });
    await screen.findByRole('heading', { name: 'Your other orders' });
    const [draftRow] = otherOrderLinks();
    for (let i = 0; i < 30 && document.activeElement !== draftRow; i++) await user.tab();
    expect(draftRow).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/orders/order-0d01');
  });

  it('shows no list when the applicant has a single order', async () => {
    renderOrders({ 'GET /api/submissions': () => jsonResponse([queued]) });
    await screen.findByRole('heading', { name: 'Your Statement Review' });
    expect(screen.queryByRole('heading', { name: 'Your other orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your other orders' })).not.toBeInTheDocument();
  });

  it('loads every page when the first one is full, and ranks all of them', async () => {
    const full = Array.from({ length: ORDERS_DEFAULT_PAGE_SIZE }, (_, i) =>
      makeDraft({ id: `draft-${String(i).padStart(4, '0')}`, createdAt: newestDraft.createdAt }),
    );
    const page = (items: SubmissionDetail[], cursor?: string) => {
      const res = jsonResponse(items);
      if (cursor) res.headers.set('x-next-cursor', cursor);
      return res;
    };
    const { calls } = renderOrders({
      'GET /api/submissions': () => jsonResponse(full),
      [`GET /api/submissions?limit=${ORDERS_DEFAULT_PAGE_SIZE}`]: () => page(full, 'c2'),
      [`GET /api/submissions?limit=${ORDERS_DEFAULT_PAGE_SIZE}&cursor=c2`]: () => page([ready]),
    });
    expect(await screen.findByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      '/results/order-0f04',
    );
    expect(otherOrderLinks()).toHaveLength(ORDERS_DEFAULT_PAGE_SIZE);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/submissions',
      `/api/submissions?limit=${ORDERS_DEFAULT_PAGE_SIZE}`,
      `/api/submissions?limit=${ORDERS_DEFAULT_PAGE_SIZE}&cursor=c2`,
    ]);
  });

  it('says so when a later page cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const full = Array.from({ length: ORDERS_DEFAULT_PAGE_SIZE }, (_, i) =>
      makeDraft({ id: `draft-${String(i).padStart(4, '0')}` }),
    );
    let failing = true;
    renderOrders({
      'GET /api/submissions': () => jsonResponse(full),
      [`GET /api/submissions?limit=${ORDERS_DEFAULT_PAGE_SIZE}`]: () =>
        failing ? jsonResponse({ message: 'Database unavailable' }, 503) : jsonResponse(full),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your orders could not be loaded: Database unavailable',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your other orders' })).toBeInTheDocument();
    expect(otherOrderLinks()).toHaveLength(ORDERS_DEFAULT_PAGE_SIZE - 1);
  });
});
