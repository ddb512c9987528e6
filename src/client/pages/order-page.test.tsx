import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThreadMessage } from '#shared/schemas/reviews.js';
import { makeSubmission } from '#client/features/submissions/testing/submission-fixture';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { OrderPage } from './order-page';

const ID = 'order-7a3c';
const reply: ThreadMessage = {
  id: 'm-1',
  authorId: 'rev-1',
  authorName: 'Riley Morgan',
  authorRole: 'reviewer',
  body: 'Your memo is ready; tell me if anything is unclear.',
  createdAt: '2025-03-05T09:00:00.000Z',
};

function renderOrderPage(
  status: 'in_review' | 'feedback_ready' | 'queued' | 'refunded',
  roundsDelivered?: number,
  orderRefundedCents = 0,
) {
  visit(`/orders/${ID}`);
  const order = makeSubmission({
    id: ID,
    status,
    roundsDelivered,
    ...(status === 'queued'
      ? {}
      : { reviewerId: 'rev-1', reviewer: { firstName: 'Riley', lastName: 'Morgan' } }),
  });
  const calls = fakeApi({
    [`GET /api/submissions/${ID}`]: () => jsonResponse(order),
    [`GET /api/submissions/${ID}/messages`]: () => jsonResponse([reply]),
    [`GET /api/submissions/${ID}/receipts`]: () =>
      jsonResponse([
        {
          id: 'p-1',
          purpose: 'order',
          addOns: [],
          chargedCents: 29_900,
          refundedCents: orderRefundedCents,
          paidAt: '2025-03-03T09:00:00.000Z',
        },
        {
          id: 'p-2',
          purpose: 'add_ons',
          addOns: ['rush'],
          chargedCents: 9_900,
          refundedCents: 9_900,
          paidAt: '2025-03-04T09:00:00.000Z',
        },
      ]),
  });
  renderWithUser(<OrderPage id={ID} />, makeUser());
  return calls;
}

/** The value shown under a fact label. */
function valueOf(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

afterEach(() => vi.unstubAllGlobals());

describe('OrderPage', () => {
  it('shows the status, progress, deadline and the thread with the reviewer', async () => {
    renderOrderPage('in_review');
    expect(await screen.findByRole('heading', { name: 'Order #7A3C' })).toBeInTheDocument();
    expect(screen.getByText('In Review', { selector: 'span' })).toHaveClass('bg-blue-100');
    expect(screen.getByRole('progressbar', { name: 'Review progress' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(valueOf('ETA')).toMatch(/^Mar 6, 2025/);
    expect(valueOf('Reviewer')).toBe('Riley Morgan');

    const thread = screen.getByRole('region', { name: 'Message thread' });
    expect(await within(thread).findByText(reply.body)).toBeInTheDocument();
    expect(within(thread).getByText('Riley Morgan')).toBeInTheDocument();
    expect(within(thread).getByRole('textbox')).toBeInTheDocument();
    expect(within(thread).getByRole('button', { name: /Send/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Results' })).not.toBeInTheDocument();
  });

  it('links to the results once the feedback is ready, beside the thread', async () => {
    renderOrderPage('feedback_ready');
    expect(await screen.findByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      `/results/${ID}`,
    );
    expect(await screen.findByText(reply.body)).toBeInTheDocument();
  });

  it('keeps the delivered rounds in reach while a revision is written and after a refund', async () => {
    renderOrderPage('in_review', 1);
    expect(await screen.findByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      `/results/${ID}`,
    );
    expect(screen.getByRole('region', { name: 'Review results' })).toHaveTextContent(
      'Your reviewer is working on round 2. The feedback of earlier rounds stays available to read and download.',
    );
  });

  it('keeps the feedback of a refunded order in reach', async () => {
    renderOrderPage('refunded', 1);
    expect(await screen.findByRole('region', { name: 'Review results' })).toHaveTextContent(
      'This order was refunded. The feedback delivered before stays available to read and download.',
    );
    expect(screen.getByRole('link', { name: 'View Results' })).toBeInTheDocument();
  });

  it('says a refunded order was refunded to the card only while its receipts say so', async () => {
    renderOrderPage('refunded', 0, 29_900);
    expect(
      await screen.findByText('This order was refunded in full to the card you paid with.'),
    ).toBeInTheDocument();
  });

  it("tells of a refund the applicant's bank sent back", async () => {
    renderOrderPage('refunded', 0, 0);
    expect(
      await screen.findByText(
        'This order is closed, but your bank sent our refund back. Our team will contact you to give it back another way.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('This order was refunded in full to the card you paid with.'),
    ).not.toBeInTheDocument();
  });

  it('lists the receipts: what was charged, when, and what was refunded', async () => {
    renderOrderPage('in_review');
    const receipts = await screen.findByRole('list', { name: 'Receipts' });
    const [order, addOn] = within(receipts).getAllByRole('listitem');
    expect(order).toHaveTextContent('Your review');
    expect(order).toHaveTextContent('$299');
    expect(addOn).toHaveTextContent('Add-ons: Rush Delivery');
    expect(addOn).toHaveTextContent('$99 refunded');
  });

  it('asks for no thread while the order waits in the queue', async () => {
    const calls = renderOrderPage('queued');
    expect(await screen.findByText('Queued', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Message thread' })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Receipts' });
    expect(calls.some((call) => call.url.endsWith('/messages'))).toBe(false);
  });
});
