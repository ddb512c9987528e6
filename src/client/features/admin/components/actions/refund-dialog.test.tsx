import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { queryKeys } from '#client/lib/query-keys';
import {
  jsonResponse,
  makeUser,
  queryClientWithUser,
  renderWithUser,
} from '#client/testing/render';
import { makeDetail, ORDER_ID } from '../../testing/fixtures';
import { RefundDialog } from './refund-dialog';

const base = `/api/admin/orders/${ORDER_ID}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderDialog(refundableCents = 29_900) {
  const onOpenChange = vi.fn();
  const calls = fakeApi({
    [`GET ${base}`]: () => jsonResponse(makeDetail({ refundableCents })),
    [`POST ${base}/refund`]: () => jsonResponse(makeDetail({ refundableCents: 0 })),
  });
  renderWithUser(
    <>
      <RefundDialog orderId={ORDER_ID} open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
    makeUser({ role: 'admin' }),
  );
  return { calls, onOpenChange };
}

async function dialog() {
  return screen.findByRole('dialog', { name: 'Issue Refund for Order #AB12' });
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('RefundDialog', () => {
  it('requires a reason before anything is sent', async () => {
    const { calls } = renderDialog();
    const box = await dialog();
    await userEvent.click(await within(box).findByRole('button', { name: 'Review Refund' }));
    expect(within(box).getByText('Give a reason for the refund.')).toBeInTheDocument();
    expect(within(box).getByLabelText('Reason for the refund')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('stops the reason at the 500 characters the API takes', async () => {
    renderDialog();
    const reason = await within(await dialog()).findByLabelText('Reason for the refund');
    await userEvent.click(reason);
    await userEvent.paste('r'.repeat(501));
    expect(reason).toHaveValue('r'.repeat(500));
  });

  it('checks a partial amount: present, in dollars, above zero, at most what is left', async () => {
    renderDialog(29_900);
    const box = await dialog();
    await userEvent.click(await within(box).findByLabelText('Partial refund'));
    await userEvent.type(within(box).getByLabelText('Reason for the refund'), 'Late delivery');
    const review = within(box).getByRole('button', { name: 'Review Refund' });
    const amount = within(box).getByLabelText('Amount (USD)');

    await userEvent.click(review);
    expect(within(box).getByText('Enter the amount to refund.')).toBeInTheDocument();
    await userEvent.type(amount, '12.345');
    await userEvent.click(review);
    expect(within(box).getByText('Enter an amount in dollars, e.g. 49.50.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(review);
    expect(within(box).getByText('The amount must be more than zero.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(review);
    expect(
      within(box).getByText('At most $299.00 can be refunded on this order.'),
    ).toBeInTheDocument();
  });

  it('confirms, then refunds part with the amount in cents', async () => {
    const { calls, onOpenChange } = renderDialog();
    const box = await dialog();
    await userEvent.click(await within(box).findByLabelText('Partial refund'));
    await userEvent.type(within(box).getByLabelText('Amount (USD)'), '49.50');
    await userEvent.type(within(box).getByLabelText('Reason for the refund'), 'Goodwill');
    await userEvent.click(within(box).getByRole('button', { name: 'Review Refund' }));
    expect(box).toHaveTextContent('Refund $49.50 to Jordan Lee?');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(box).getByRole('button', { name: 'Confirm Refund' }));
    expect(await screen.findByText('Refund Issued')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      requestId: expect.stringMatching(UUID),
      amountCents: 4_950,
      reason: 'Goodwill',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a full refund sends no amount: the server refunds everything left', async () => {
    const { calls } = renderDialog();
    const box = await dialog();
    expect(await within(box).findByLabelText('Full refund ($299.00)')).toBeChecked();
    await userEvent.type(within(box).getByLabelText('Reason for the refund'), 'Missed deadline');
    await userEvent.click(within(box).getByRole('button', { name: 'Review Refund' }));
    expect(box).toHaveTextContent('This is a full refund: the order is closed as Refunded.');
    await userEvent.click(within(box).getByRole('button', { name: 'Back' }));
    expect(within(box).getByLabelText('Reason for the refund')).toHaveValue('Missed deadline');
    await userEvent.click(within(box).getByRole('button', { name: 'Review Refund' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Confirm Refund' }));
    expect(
      await screen.findByText('$299.00 was refunded to Jordan Lee for Order #AB12.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      requestId: expect.stringMatching(UUID),
      reason: 'Missed deadline',
    });
  });

  it('a retry after a lost answer sends the same request, so the server refunds once', async () => {
    let answers = 0;
    const calls = fakeApi({
      [`GET ${base}`]: () => jsonResponse(makeDetail()),
      [`POST ${base}/refund`]: () =>
        ++answers === 1
          ? jsonResponse({ message: 'The server took too long to answer.' }, 504)
          : jsonResponse(makeDetail({ refundableCents: 24_950 })),
    });
    renderWithUser(
      <>
        <RefundDialog orderId={ORDER_ID} open onOpenChange={vi.fn()} />
        <Toaster />
      </>,
      makeUser({ role: 'admin' }),
    );
    const box = await dialog();
    const confirmPartial = async () => {
      await userEvent.click(within(box).getByRole('button', { name: 'Review Refund' }));
      await userEvent.click(within(box).getByRole('button', { name: 'Confirm Refund' }));
    };
    await userEvent.click(await within(box).findByLabelText('Partial refund'));
    await userEvent.type(within(box).getByLabelText('Amount (USD)'), '49.50');
    await userEvent.type(within(box).getByLabelText('Reason for the refund'), 'Goodwill');
    await confirmPartial();
    expect(await screen.findByText('Refund Failed')).toBeInTheDocument();
    await confirmPartial();
    expect(await screen.findByText('Refund Issued')).toBeInTheDocument();

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((call) => (call.body as { requestId: string }).requestId);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('offers what is left now, not what a cached order said before another refund', async () => {
    fakeApi({ [`GET ${base}`]: () => jsonResponse(makeDetail({ refundableCents: 19_900 })) });
    const queryClient = queryClientWithUser(makeUser({ role: 'admin' }));
    queryClient.setQueryData(
      queryKeys.admin.order(ORDER_ID),
      makeDetail({ refundableCents: 29_900 }),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RefundDialog orderId={ORDER_ID} open onOpenChange={vi.fn()} />
      </QueryClientProvider>,
    );
    const box = await dialog();
    expect(await within(box).findByLabelText('Full refund ($199.00)')).toBeChecked();
    expect(within(box).queryByText(/\$299\.00/)).not.toBeInTheDocument();
  });

  it('says so when nothing is left to refund', async () => {
    renderDialog(0);
    const box = await dialog();
    expect(
      await within(box).findByText('Nothing is left to refund on this order.'),
    ).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Review Refund' })).not.toBeInTheDocument();
  });
});
