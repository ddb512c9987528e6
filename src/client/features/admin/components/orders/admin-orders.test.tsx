import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { APPLICANT_ID, makeOrderRow, makeReviewer, REVIEWER_ID } from '../../testing/fixtures';
import { AdminOrders } from './admin-orders';

const second = makeOrderRow({
  id: '6f1c2d3e-0000-4000-8000-00000000cd34',
  applicantEmail: 'casey@example.com',
  applicantName: 'Casey Kim',
  applicantId: '5b1c2d3e-0000-4000-8000-0000000000a2',
});

const morgan = { id: REVIEWER_ID, name: makeReviewer().name };
const avery = { id: '7a1c2d3e-0000-4000-8000-0000000000r2', name: 'Avery Stone' };

function renderOrders(path = '/admin/orders') {
  visit(path);
  const calls = fakeApi({
    'GET /api/admin/reviewer-names': () => jsonResponse([avery, morgan]),
    'GET /api/admin/reviewer-names?q=mor': () => jsonResponse([morgan]),
    'GET /api/admin/reviewer-names?q=zz%25': () => jsonResponse([]),
    'GET /api/admin/reviewer-names?q=boom': () =>
      jsonResponse({ message: 'The database is busy.' }, 500),
    [`GET /api/admin/reviewer-names?id=${REVIEWER_ID}`]: () => jsonResponse([morgan]),
    [`GET /api/admin/orders?reviewerId=${REVIEWER_ID}&limit=20`]: () =>
      jsonResponse({ items: [second], nextCursor: null }),
    'GET /api/admin/orders?limit=20': () =>
      jsonResponse({ items: [makeOrderRow()], nextCursor: 'page-2' }),
    'GET /api/admin/orders?cursor=page-2&limit=20': () =>
      jsonResponse({ items: [second], nextCursor: null }),
    'GET /api/admin/orders?q=jordan%40example.com&limit=20': () =>
      jsonResponse({ items: [makeOrderRow()], nextCursor: null }),
    [`GET /api/admin/orders?applicantId=${APPLICANT_ID}&limit=20`]: () =>
      jsonResponse({ items: [makeOrderRow()], nextCursor: null }),
    [`GET /api/admin/orders?status=completed&applicantId=${APPLICANT_ID}&limit=20`]: () =>
      jsonResponse({ items: [], nextCursor: null }),
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
    // Due with its hour: deadlines fall 24 to 72 hours after payment.
    expect(table).toHaveTextContent(/Nov 24, 2026, \d{1,2}:00 [AP]M/);
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
    const reviewer = screen.getByRole('combobox', { name: 'Reviewer' });
    await userEvent.type(reviewer, 'mor');
    const list = screen.getByRole('listbox', { name: 'Reviewers' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All reviewers', 'Morgan Counsel']),
    );
    // By keyboard alone: past "All reviewers" to Morgan Counsel, then Enter.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(reviewer).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: 'Morgan Counsel' }).id,
    );
    await userEvent.keyboard('{Enter}');
    expect(reviewer).toHaveValue('Morgan Counsel');
    expect(reviewer).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
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

  it('searches reviewers by name or email as one types, a pause after the last key', async () => {
    const calls = renderOrders();
    const reviewer = screen.getByRole('combobox', { name: 'Reviewer' });
    expect(reviewer).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(reviewer);
    expect(reviewer).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Reviewers' });
    expect(reviewer).toHaveAttribute('aria-controls', list.id);
    expect(await within(list).findByRole('option', { name: 'Avery Stone' })).toBeVisible();
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All reviewers', 'Avery Stone', 'Morgan Counsel']);

    await userEvent.type(reviewer, 'zz%');
    expect(screen.getByText('Searching reviewers…')).toBeVisible();
    expect(await screen.findByText('No reviewer matches “zz%”.')).toBeVisible();
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    const searches = calls.filter((call) => call.url.startsWith('/api/admin/reviewer-names'));
    // One request for the first names on opening, one once typing paused: not one a key.
    expect(searches.map((call) => call.url)).toEqual([
      '/api/admin/reviewer-names',
      '/api/admin/reviewer-names?q=zz%25',
    ]);

    await userEvent.keyboard('{Escape}');
    expect(reviewer).toHaveAttribute('aria-expanded', 'false');
    expect(reviewer).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('says when the reviewers cannot be loaded', async () => {
    renderOrders();
    await userEvent.type(screen.getByRole('combobox', { name: 'Reviewer' }), 'boom');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the reviewers. The database is busy.',
    );
  });

  it('shows the name of a reviewer from the address, and "All reviewers" clears the filter', async () => {
    const calls = renderOrders(`/admin/orders?reviewerId=${REVIEWER_ID}`);
    const reviewer = screen.getByRole('combobox', { name: 'Reviewer' });
    await waitFor(() => expect(reviewer).toHaveValue('Morgan Counsel'));
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(within(table).getByText('Casey Kim')).toBeInTheDocument();

    await userEvent.click(reviewer);
    await userEvent.click(await screen.findByRole('option', { name: 'All reviewers' }));
    expect(window.location.search).toBe('');
    expect(reviewer).toHaveValue('');
    expect(reviewer).toHaveAttribute('placeholder', 'All reviewers');
    expect(
      await within(await screen.findByRole('table', { name: 'Orders, newest first' })).findByText(
        'Jordan Lee',
      ),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/admin/orders?limit=20');
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

  it("links a student's name to their orders alone: the list filtered by their account", async () => {
    const calls = renderOrders();
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    await userEvent.click(within(table).getByRole('link', { name: 'Jordan Lee: their orders' }));
    expect(window.location.search).toBe(`?applicantId=${APPLICANT_ID}`);
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Showing the orders of Jordan Lee (jordan@example.com).',
      ),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      `/api/admin/orders?applicantId=${APPLICANT_ID}&limit=20`,
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/orders.csv?applicantId=${APPLICANT_ID}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'All applicants' }));
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Status')).toHaveFocus();
    const everyone = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(await within(everyone).findByText('Jordan Lee')).toBeInTheDocument();
    expect(screen.queryByText(/Showing the orders of/)).not.toBeInTheDocument();
  });

  it("says the list is one applicant's while none of their orders match the other filters", async () => {
    renderOrders(`/admin/orders?status=completed&applicantId=${APPLICANT_ID}`);
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(screen.getByText('one applicant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All applicants' })).toBeInTheDocument();
  });
});
