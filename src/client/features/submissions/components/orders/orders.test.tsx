import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { fakeApi } from '#client/testing/fake-api';
import {
  jsonResponse,
  makeUser,
  queryClientWithUser,
  renderWithUser,
  visit,
} from '#client/testing/render';
import { makeDraft, makeSubmission } from '../../testing/submission-fixture';
import { OrderDetail } from './order-detail';
import { OrdersList } from './orders-list';

/** A page of the list as the API sends it, with the next cursor in its header. */
function page(items: SubmissionDetail[], nextCursor?: string): Response {
  const res = jsonResponse(items);
  if (nextCursor) res.headers.set('x-next-cursor', nextCursor);
  return res;
}

afterEach(() => vi.unstubAllGlobals());

describe('OrdersList', () => {
  it('lists every order and loads more through the cursor header', async () => {
    const user = userEvent.setup();
    visit('/orders');
    const calls = fakeApi({
      'GET /api/submissions?limit=10': () =>
        page(
          [
            makeDraft({ id: 'order-0001', packageTier: 'premium', addOns: ['rush'] }),
            makeSubmission({ id: 'order-0002', targetSchool: 'nyu' }),
          ],
          'cursor-2',
        ),
      'GET /api/submissions?limit=10&cursor=cursor-2': () =>
        page([makeSubmission({ id: 'order-0003', status: 'completed', targetSchool: null })]),
    });
    renderWithUser(<OrdersList />, makeUser());

    const list = await screen.findByRole('list', { name: 'Your orders' });
    const first = within(list).getByRole('link', { name: /Order #0001/ });
    expect(first).toHaveAttribute('href', '/orders/order-0001');
    expect(within(first).getByText('Draft', { selector: 'span' })).toHaveClass('bg-gray-100');
    expect(first).toHaveTextContent('Premium Review · Harvard Law School');
    expect(first).toHaveTextContent('SubmittedDraft');
    expect(first).toHaveTextContent('Total$998');
    expect(within(list).getByRole('link', { name: /Order #0002/ })).toHaveTextContent(
      'NYU School of Law',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const third = await within(list).findByRole('link', { name: /Order #0003/ });
    expect(third).toHaveTextContent('Completed');
    expect(third).toHaveTextContent('Core Review · Not specified');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/submissions?limit=10',
      '/api/submissions?limit=10&cursor=cursor-2',
    ]);
  });

  it('keeps the orders shown when the next page fails, and loads it on a second try', async () => {
    const user = userEvent.setup();
    visit('/orders');
    let failures = 1;
    fakeApi({
      'GET /api/submissions?limit=10': () =>
        page([makeSubmission({ id: 'order-0001' })], 'cursor-2'),
      'GET /api/submissions?limit=10&cursor=cursor-2': () =>
        failures-- > 0
          ? jsonResponse({ message: 'The service is busy. Please try again.' }, 503)
          : page([makeSubmission({ id: 'order-0002' })]),
    });
    renderWithUser(<OrdersList />, makeUser());

    const list = await screen.findByRole('list', { name: 'Your orders' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More could not be loaded: The service is busy. Please try again.',
    );
    expect(within(list).getByRole('link', { name: /Order #0001/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('link', { name: /Order #0002/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('invites an applicant without orders to start one', async () => {
    fakeApi({ 'GET /api/submissions?limit=10': () => page([]) });
    renderWithUser(<OrdersList />, makeUser());
    expect(await screen.findByRole('link', { name: 'Start Your First Review' })).toHaveAttribute(
      'href',
      '/submit',
    );
  });
});

describe('OrderDetail', () => {
  it('asks again each time it is opened, so a status changed since shows', async () => {
    let order = makeSubmission({ id: 'order-abcd', status: 'queued' });
    const calls = fakeApi({ 'GET /api/submissions/order-abcd': () => jsonResponse(order) });
    const queryClient = queryClientWithUser(makeUser());
    const open = () =>
      render(
        <QueryClientProvider client={queryClient}>
          <OrderDetail id="order-abcd" />
        </QueryClientProvider>,
      );

    const first = open();
    expect(await screen.findByText('Queued', { selector: 'span' })).toBeInTheDocument();
    first.unmount();

    order = makeSubmission({ id: 'order-abcd', status: 'in_review' });
    open();
    expect(await screen.findByText('In Review', { selector: 'span' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/submissions/order-abcd')).toHaveLength(2);
  });

  it('shows everything about the order, read-only, and the way to pay a draft', async () => {
    const order = makeDraft({
      id: 'order-abcd',
      addOns: ['t14_reviewer'],
      documentUrl: '/api/documents/doc-1',
      document: { fileName: 'draft.docx', wordCount: 700, sizeBytes: 2048 },
    });
    fakeApi({ 'GET /api/submissions/order-abcd': () => jsonResponse(order) });
    renderWithUser(<OrderDetail id="order-abcd" />, makeUser());

    expect(await screen.findByRole('heading', { name: 'Order #ABCD' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/checkout/core?submissionId=order-abcd',
    );
    expect(screen.getByText('T14 Reviewer Match ($149)')).toBeInTheDocument();
    expect(screen.getByText('$448', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Harvard Law School')).toBeInTheDocument();
    expect(screen.getByText('draft.docx (2 KB, 700 words)')).toBeInTheDocument();
    expect(screen.getByText('14 words, 72 characters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Original Statement' })).toHaveAttribute(
      'href',
      '/api/documents/doc-1/download',
    );
    expect(screen.getByText('First-generation college graduate.')).toBeInTheDocument();
    expect(screen.getByText('The ending feels rushed.')).toBeInTheDocument();
    expect(screen.getAllByText('Not answered')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("says not found for a missing order or another applicant's", async () => {
    fakeApi({});
    renderWithUser(<OrderDetail id="someone-elses" />, makeUser());
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows the thread with its reviewer once a reviewer has the order', async () => {
    const order = makeSubmission({
      id: 'order-0e01',
      status: 'in_review',
      reviewerId: 'rev-1',
      reviewer: { firstName: 'Riley', lastName: 'Morgan' },
    });
    fakeApi({ 'GET /api/submissions/order-0e01': () => jsonResponse(order) });
    const renderThread = vi.fn((id: string) => <p>Thread for {id}</p>);
    renderWithUser(<OrderDetail id="order-0e01" renderThread={renderThread} />, makeUser());

    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Thread for order-0e01')).toBeInTheDocument();
    expect(renderThread).toHaveBeenCalledWith('order-0e01');
  });

  it.each(['draft', 'queued', 'refunded'] as const)(
    'shows no thread while no reviewer has the order (%s)',
    async (status) => {
      const order = makeSubmission({ id: 'order-0e02', status });
      fakeApi({ 'GET /api/submissions/order-0e02': () => jsonResponse(order) });
      const renderThread = vi.fn((id: string) => <p>Thread for {id}</p>);
      renderWithUser(<OrderDetail id="order-0e02" renderThread={renderThread} />, makeUser());

      expect(await screen.findByRole('heading', { name: 'Order #0E02' })).toBeInTheDocument();
      expect(renderThread).not.toHaveBeenCalled();
      expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
    },
  );
});
