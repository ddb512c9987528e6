import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { makeUser, renderWithUser, visit } from '#client/testing/render';
import { dashboardRoutes, makeOrderRow, makeSummary, ORDER_ID } from '../testing/fixtures';
import { AdminDashboard } from './admin-dashboard';

function renderDashboard(routes: Parameters<typeof fakeApi>[0]) {
  visit('/dashboard');
  const calls = fakeApi(routes);
  renderWithUser(
    <>
      <AdminDashboard />
      <Toaster />
    </>,
    makeUser({ role: 'admin' }),
  );
  return calls;
}

/** Waits until the stat cards hold the figures instead of placeholders. */
async function figuresShown() {
  expect(await screen.findByText('Active Orders')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading the figures')).not.toBeInTheDocument());
}

/** The figure under a stat card's label. */
function figure(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('AdminDashboard', () => {
  it('shows the page at once, each card asking for its data without waiting for the figures', () => {
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    renderWithUser(<AdminDashboard />, makeUser({ role: 'admin' }));
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const spinners = screen.getAllByRole('status').map((status) => status.textContent);
    expect(spinners).toEqual(
      expect.arrayContaining(['Loading the figures', 'Loading recent orders', 'Loading settings']),
    );
    const asked = fetch.mock.calls.map(([url]) => String(url).split('?')[0]);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/admin/stats',
        '/api/admin/at-risk-orders',
        '/api/admin/orders',
        '/api/admin/settings',
        '/api/admin/financials',
      ]),
    );
  });

  it('shows the four figures from the API, with no trend texts', async () => {
    renderDashboard(dashboardRoutes());
    await figuresShown();
    expect(figure('Active Orders')).toBe('3');
    expect(figure('SLA Compliance')).toBe('100%');
    expect(figure('Pending Reviews')).toBe('2');
    expect(figure('Monthly Revenue')).toBe('$1,297.00');
    expect(screen.queryByText(/from last month|vs\.? last|\+\d+%/i)).not.toBeInTheDocument();
  });

  it('uses SPEC defaults only for the fields the response lacks; zeros stay zeros', async () => {
    renderDashboard(dashboardRoutes({ stats: { activeOrders: 0, monthlyRevenue: 0 } }));
    await figuresShown();
    expect(figure('Active Orders')).toBe('0');
    expect(figure('SLA Compliance')).toBe('94.2%');
    expect(figure('Pending Reviews')).toBe('23');
    expect(figure('Monthly Revenue')).toBe('$0.00');
  });

  it('uses every default when the response has no fields at all', async () => {
    renderDashboard(dashboardRoutes({ stats: {} }));
    await figuresShown();
    expect(figure('Active Orders')).toBe('127');
    expect(figure('SLA Compliance')).toBe('94.2%');
    expect(figure('Pending Reviews')).toBe('23');
    expect(figure('Monthly Revenue')).toBe('$47,892.00');
  });

  it('lists recent orders with View links, View All and an Export CSV download', async () => {
    renderDashboard(
      dashboardRoutes({
        orders: [
          makeOrderRow(),
          makeOrderRow({
            id: '6f1c2d3e-0000-4000-8000-00000000cd34',
            applicantName: null,
            packageTier: 'premium',
            status: 'in_review',
            etaAt: null,
          }),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Recent orders, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Order ID', 'Student', 'Package', 'Status', 'Due', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('#AB12');
    expect(rows[0]).toHaveTextContent('Jordan Lee');
    expect(rows[0]).toHaveTextContent('Queued');
    expect(rows[0]).toHaveTextContent('Nov 24, 2026');
    expect(rows[1]).toHaveTextContent('Student');
    expect(rows[1]).toHaveTextContent('Premium');
    expect(rows[1]).toHaveTextContent('In Review');
    expect(rows[1]).toHaveTextContent('TBD');
    expect(within(rows[0]!).getByRole('link', { name: 'View Order #AB12' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/admin/orders');
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv).toHaveAttribute('href', '/api/admin/orders.csv');
    expect(csv).toHaveAttribute('download');
  });

  it('shows pending applications, reviewer counts and Manage Reviewers', async () => {
    renderDashboard(
      dashboardRoutes({
        pending: [{ id: 'a' }, { id: 'b' }],
        summary: makeSummary({ active: 5, availableNow: 2, atCapacity: 3 }),
      }),
    );
    expect(await screen.findByText('2 new')).toBeInTheDocument();
    expect(screen.getByText('Pending Applications')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review Applications' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
    expect(await screen.findByText('Available Now')).toBeInTheDocument();
    expect(figure('Active')).toBe('5');
    expect(figure('Available Now')).toBe('2');
    expect(figure('At Capacity')).toBe('3');
    expect(screen.getByRole('link', { name: 'Manage Reviewers' })).toHaveAttribute(
      'href',
      '/admin/reviewers',
    );
  });

  it('has no applications badge or button when nobody is waiting', async () => {
    renderDashboard(dashboardRoutes());
    expect(await screen.findByText('No reviewer applications are waiting.')).toBeInTheDocument();
    expect(screen.queryByText('Pending Applications')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review Applications' })).not.toBeInTheDocument();
  });

  it('shows this month and last month, and the breakdown in Financial Reports', async () => {
    renderDashboard(dashboardRoutes());
    const thisMonth = await screen.findByRole('region', { name: 'This Month (November 2026)' });
    expect(within(thisMonth).getByText('Revenue').nextElementSibling).toHaveTextContent(
      '$1,297.00',
    );
    expect(within(thisMonth).getByText('Refunds').nextElementSibling).toHaveTextContent('$299.00');
    expect(within(thisMonth).getByText('Payouts Owed').nextElementSibling).toHaveTextContent(
      '$89.00',
    );
    expect(within(thisMonth).getByText('Net Revenue').nextElementSibling).toHaveTextContent(
      '$998.00',
    );
    // Net is revenue less refunds, read under them; payouts owed are not taken off it.
    expect(
      within(thisMonth)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Revenue', 'Refunds', 'Net Revenue', 'Payouts Owed']);
    const lastMonth = screen.getByRole('region', { name: 'Last Month (October 2026)' });
    expect(within(lastMonth).getByText('Revenue').nextElementSibling).toHaveTextContent('$899.00');

    await userEvent.click(screen.getByRole('button', { name: 'Financial Reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial Reports' });
    const net = within(dialog)
      .getByRole('rowheader', { name: /Net revenue/ })
      .closest('tr')!;
    expect(net).toHaveTextContent('$899.00');
    expect(net).toHaveTextContent('$998.00');
    expect(net).toHaveTextContent('+11%');
  });
});
