import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { makeOrderRow, makeReviewer, REVIEWER_ID } from '../../testing/fixtures';
import { AdminOrders } from './admin-orders';

const second = makeOrderRow({
  id: '6f1c2d3e-0000-4000-8000-00000000cd34',
  applicantEmail: 'casey@example.com',
  applicantName: 'Casey Kim',
});

function renderOrders(path = '/admin/orders') {
  visit(path);
  const calls = fakeApi({
    'GET /api/admin/reviewer-names': () =>
      jsonResponse([{ id: makeReviewer().id, name: makeReviewer().name }]),
    'GET /api/admin/orders?limit=20': () =>
      jsonResponse({ items: [makeOrderRow()], nextCursor: 'page-2' }),
    'GET /api/admin/orders?cursor=page-2&limit=20': () =>
      jsonResponse({ items: [second], nextCursor: null }),
    'GET /api/admin/orders?status=queued&limit=20': () =>
      jsonResponse({ items: [makeOrderRow()], nextCursor: null }),
    'GET /api/admin/orders?status=queued&package=core&limit=20': () =>
      jsonResponse({ items: [], nextCursor: null }),
    [`GET /api/admin/orders?status=queued&package=core&reviewerId=${REVIEWER_ID}&q=casey%40example.com&limit=20`]:
      () => jsonResponse({ items: [second], nextCursor: null }),
  });
  renderWithUser(<AdminOrders />, makeUser({ role: 'admin' }));
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminOrders', () => {
  it('pages through the orders with the cursor', async () => {
    const calls = renderOrders();
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('jordan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Casey Kim')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/admin/orders?cursor=page-2&limit=20');
  });

  it('filters by status, package, reviewer and search, in the address and the CSV link', async () => {
    renderOrders();
    await screen.findByRole('table', { name: 'Orders, newest first' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Queued');
    await userEvent.selectOptions(screen.getByLabelText('Package'), 'Core');
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Reviewer'), 'Morgan Counsel');
    await userEvent.type(screen.getByLabelText('Search'), 'casey@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(within(table).getByText('Casey Kim')).toBeInTheDocument();
    const query = `status=queued&package=core&reviewerId=${REVIEWER_ID}&q=casey%40example.com`;
    expect(window.location.search).toBe(`?${query}`);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/orders.csv?${query}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await within(table).findByText('Jordan Lee')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('opens with the filters in the address', async () => {
    renderOrders('/admin/orders?status=queued');
    expect(await screen.findByRole('table', { name: 'Orders, newest first' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('queued');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders.csv?status=queued',
    );
    expect(screen.getByRole('link', { name: 'View Order #AB12' })).toHaveAttribute(
      'href',
      `/admin/orders/${makeOrderRow().id}`,
    );
  });
});
