import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import {
  dashboardRoutes,
  makeAssignment,
  makeQueueItem,
  makeStats,
  queuePage,
  REVIEWER_ID,
} from '../../testing/fixtures';
import { ReviewerDashboard } from './reviewer-dashboard';

function renderDashboard(routes: Parameters<typeof fakeApi>[0]) {
  visit('/dashboard');
  const calls = fakeApi(routes);
  renderWithUser(
    <>
      <ReviewerDashboard firstName="Riley" />
      <Toaster />
    </>,
    makeUser({ id: REVIEWER_ID, role: 'reviewer' }),
  );
  return calls;
}

/** Waits until the stat cards and Earnings hold the figures instead of placeholders. */
async function figuresShown() {
  await waitFor(() => expect(screen.queryByText('Loading your figures')).not.toBeInTheDocument());
}

/** The figure under a stat card or Earnings label. */
function valueOf(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('ReviewerDashboard', () => {
  it('shows the page at once, each card asking for its data without waiting for the figures', () => {
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    renderWithUser(<ReviewerDashboard firstName="Riley" />, makeUser({ role: 'reviewer' }));
    expect(screen.getByRole('heading', { name: 'Reviewer Dashboard' })).toBeInTheDocument();
    const spinners = screen.getAllByRole('status').map((status) => status.textContent);
    expect(spinners).toEqual(
      expect.arrayContaining([
        'Loading your figures',
        'Loading your earnings',
        'Loading your availability',
      ]),
    );
    const asked = fetch.mock.calls.map(([url]) => String(url).split('?')[0]);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/reviewer/stats',
        '/api/reviewer/queue',
        '/api/reviewer/assignments',
        '/api/reviewer/availability',
      ]),
    );
  });

  it('shows empty states, zero figures, no rating yet and the next payout date', async () => {
    renderDashboard(dashboardRoutes());
    expect(await screen.findByText('No available assignments')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new submissions')).toBeInTheDocument();
    expect(await screen.findByText('No current assignments')).toBeInTheDocument();
    expect(screen.getByText('New assignments will appear here once assigned')).toBeInTheDocument();
    await figuresShown();
    expect(valueOf('Active Reviews')).toBe('0');
    expect(valueOf('Completed')).toBe('0');
    expect(valueOf('Avg Rating')).toBe('—');
    expect(screen.getAllByText('This Month', { selector: 'dt' })).toHaveLength(2);
    expect(valueOf('This Week')).toBe('$0');
    expect(valueOf('Pending')).toBe('$0');
    expect(screen.getByText('Scheduled for Nov 15')).toBeInTheDocument();
    expect(await screen.findByLabelText('Weekly Capacity')).toHaveValue('3');
  });

  it('shows real figures, queue items with badges and my current reviews', async () => {
    const calls = renderDashboard(
      dashboardRoutes({
        stats: makeStats({
          activeReviews: 2,
          completed: 14,
          avgRating: 4.33,
          thisWeekCents: 17_900,
          thisMonthCents: 33_700,
          pendingCents: 60_500,
          nextPayoutDate: '2026-12-15T00:00:00.000Z',
        }),
        queue: [
          makeQueueItem({ rush: true, t14: true }),
          makeQueueItem({ id: 'q2', targetSchool: null, packageTier: 'basic', payoutCents: 6_900 }),
        ],
        assignments: [
          makeAssignment({ id: 'a-assigned' }),
          makeAssignment({ id: 'a-review', status: 'in_review', targetSchool: 'nyu' }),
        ],
      }),
    );
    const queue = await screen.findByRole('list', { name: 'Available assignments' });
    const [first, second] = within(queue).getAllByRole('listitem');
    expect(within(first!).getByRole('heading')).toHaveTextContent(
      'Personal Statement - Harvard Law',
    );
    // Each item names its order (docs/product.md §2: the id's last 4 characters).
    expect(within(first!).getByRole('heading')).toHaveTextContent(
      'Personal Statement - Harvard Law · Order #Q001',
    );
    expect(
      within(first!).getByRole('button', { name: 'Accept Assignment' }),
    ).toHaveAccessibleDescription('Personal Statement - Harvard Law · Order #Q001');
    expect(first).toHaveTextContent('Core Review · 640 words');
    expect(within(first!).getByText('$89')).toBeInTheDocument();
    expect(within(first!).getByText(/^Nov 5, 2026/)).toBeInTheDocument();
    expect(within(first!).getByText('Rush')).toBeInTheDocument();
    expect(within(first!).getByText('T14')).toBeInTheDocument();
    expect(within(second!).getByRole('heading')).toHaveTextContent(
      'Personal Statement - Law School · Order #Q2',
    );
    expect(within(second!).queryByText('Rush')).not.toBeInTheDocument();

    await figuresShown();
    expect(valueOf('Active Reviews')).toBe('2');
    expect(valueOf('Completed')).toBe('14');
    expect(valueOf('Avg Rating')).toBe('4.3');
    expect(valueOf('This Week')).toBe('$179');
    expect(valueOf('Pending')).toBe('$605');
    expect(screen.getByText('Scheduled for Dec 15')).toBeInTheDocument();

    const current = await screen.findByRole('list', { name: 'Current reviews' });
    const items = within(current).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Assigned')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Start Review' })).toHaveAttribute(
      'href',
      '/review/a-assigned',
    );
    expect(within(items[0]!).getByRole('button', { name: 'Release' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent(
      'Personal Statement - Yale Law · Order #GNED',
    );
    expect(within(items[0]!).queryByRole('link', { name: 'Continue Review' })).toBeNull();
    expect(within(items[1]!).getByText('In Review')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading')).toHaveTextContent(
      'Personal Statement - NYU Law',
    );
    expect(within(items[1]!).getByRole('heading')).toHaveTextContent(
      'Personal Statement - NYU Law · Order #VIEW',
    );
    // A started review is continued, not started again.
    expect(within(items[1]!).getByRole('link', { name: 'Continue Review' })).toHaveAttribute(
      'href',
      '/review/a-review',
    );
    expect(within(items[1]!).queryByRole('link', { name: 'Start Review' })).toBeNull();
    expect(within(items[1]!).queryByRole('button', { name: 'Release' })).toBeNull();
    expect(calls.filter((c) => c.url.startsWith('/api/reviewer/assignments'))).toHaveLength(1);
  });

  it("offers 'Continue Review' in the details of a review already started", async () => {
    const user = userEvent.setup();
    renderDashboard(
      dashboardRoutes({
        assignments: [makeAssignment({ id: 'a-review', status: 'in_review', targetSchool: 'nyu' })],
      }),
    );
    const current = await screen.findByRole('list', { name: 'Current reviews' });
    await user.click(within(current).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal Statement - NYU Law' });
    expect(within(dialog).getByText('Order #VIEW')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Continue Review' })).toHaveAttribute(
      'href',
      '/review/a-review',
    );
    expect(within(dialog).queryByRole('link', { name: 'Start Review' })).toBeNull();
  });

  it('shows the queue metadata, and only that, in View Details', async () => {
    const user = userEvent.setup();
    renderDashboard(dashboardRoutes({ queue: [makeQueueItem({ rush: true })] }));
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal Statement - Harvard Law' });
    expect(within(dialog).getByText('Harvard Law School')).toBeInTheDocument();
    expect(within(dialog).getByText('Core Review')).toBeInTheDocument();
    expect(within(dialog).getByText('Yes: a 24-hour deadline')).toBeInTheDocument();
    expect(within(dialog).getByText(/open once the order is yours/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads the queue a page at a time, from the keyboard; Refresh Queue starts at page one', async () => {
    const user = userEvent.setup();
    const soonest = makeQueueItem({ id: 'a1b2c3d4-0000-4000-8000-00000000q001' });
    const later = makeQueueItem({
      id: 'a1b2c3d4-0000-4000-8000-00000000q002',
      targetSchool: 'yale',
    });
    const calls = renderDashboard({
      ...dashboardRoutes(),
      'GET /api/reviewer/queue?limit=20': () =>
        jsonResponse({ items: [soonest], nextCursor: 'next' }),
      'GET /api/reviewer/queue?limit=20&cursor=next': () => queuePage([later]),
    });
    const queue = await screen.findByRole('list', { name: 'Available assignments' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);

    screen.getByRole('button', { name: 'Load more' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(queue).findByText(/Order #Q002/)).toBeInTheDocument();
    expect(within(queue).getByText(/Order #Q001/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const queueCalls = () =>
      calls.filter((call) => call.url.startsWith('/api/reviewer/queue')).map((call) => call.url);
    expect(queueCalls()).toEqual([
      '/api/reviewer/queue?limit=20',
      '/api/reviewer/queue?limit=20&cursor=next',
    ]);
    await user.click(screen.getByRole('button', { name: 'Refresh Queue' }));
    await waitFor(() => expect(queueCalls()).toHaveLength(4));
    expect(queueCalls().slice(2)).toEqual([
      '/api/reviewer/queue?limit=20',
      '/api/reviewer/queue?limit=20&cursor=next',
    ]);
    expect(within(queue).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says what to do when the queue cannot load, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderDashboard({
      ...dashboardRoutes(),
      'GET /api/reviewer/queue?limit=20': () =>
        fail ? jsonResponse({ message: 'Your reviewer profile is missing.' }, 403) : queuePage([]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load available assignments: Your reviewer profile is missing. Try again',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No available assignments')).toBeInTheDocument();
  });

  it('links every resource to a real page', async () => {
    renderDashboard(dashboardRoutes());
    await screen.findByText('No available assignments');
    const hrefs = [
      'Review Guidelines',
      'Training Videos',
      'Reviewer Community',
      'Support Center',
    ].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual([
      '/reviewer/guidelines',
      '/reviewer/guidelines#training',
      '/reviewer/guidelines#community',
      '/support',
    ]);
  });

  it('lists delivered orders and payouts in the detailed report', async () => {
    const user = userEvent.setup();
    renderDashboard(
      dashboardRoutes({
        report: {
          items: [
            {
              submissionId: 'a1b2c3d4-0000-4000-8000-0000000abcd9',
              packageTier: 'premium',
              targetSchool: 'yale',
              deliveredAt: '2026-10-20T09:00:00.000Z',
              payoutCents: 17_900,
              payoutDate: '2026-11-15T00:00:00.000Z',
              paid: false,
            },
          ],
          nextCursor: null,
          payouts: [
            { date: '2026-11-15T00:00:00.000Z', orders: 1, totalCents: 17_900, paid: false },
          ],
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'View Detailed Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Earnings Report' });
    expect(await within(dialog).findByText('Order #BCD9')).toBeInTheDocument();
    expect(within(dialog).getByText('Premium Review')).toBeInTheDocument();
    expect(within(dialog).getByText('Scheduled')).toBeInTheDocument();
    expect(within(dialog).getAllByText('$179')).toHaveLength(2);
    expect(within(dialog).getByText('Nov 15, 2026 (scheduled)')).toBeInTheDocument();
  });
});
