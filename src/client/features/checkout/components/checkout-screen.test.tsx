import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#client/components/ui/use-toast';
import { queryKeys } from '#client/lib/query-keys';
import { jsonResponse } from '#client/testing/render';
import {
  clientSecret,
  expectToast,
  makeOrder,
  orderId,
  orderRoute,
  renderCheckout,
  summaryRows,
  testModeConfig,
} from '../testing/checkout-harness';
import {
  HELD_PAYMENT_MESSAGE,
  PROCESSOR_UNAVAILABLE_MESSAGE,
} from '#shared/domain/payment-messages.js';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

/** A response the test hands over when it chooses. */
function later() {
  let resolve: (response: Response) => void = () => {};
  const pending = new Promise<Response>((r) => (resolve = r));
  return { handler: (() => pending) as unknown as () => Response, resolve };
}

const intent = (amountCents: number) => () => jsonResponse({ clientSecret, amountCents });

/** The steps of 'What Happens Next', each without its number (decoration, aria-hidden). */
function nextSteps() {
  const next = screen
    .getByRole('heading', { name: 'What Happens Next' })
    .closest('div')!.parentElement!;
  return within(next)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d/, ''));
}

describe('CheckoutScreen for an unpaid order', () => {
  it('shows a spinner until both the payment intent and the order are there', async () => {
    const slowIntent = later();
    const { calls } = renderCheckout({
      'GET /api/payments/config': testModeConfig,
      [orderRoute]: () => jsonResponse(makeOrder()),
      'POST /api/create-payment-intent': slowIntent.handler,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // The card form's configuration is asked for with the rest, not once the page has drawn.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual(
      [
        'GET /api/payments/config',
        `GET ${orderRoute.slice(4)}`,
        'POST /api/create-payment-intent',
      ].sort(),
    );
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();

    act(() => slowIntent.resolve(jsonResponse({ clientSecret, amountCents: 29_900 })));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    // The form is there with the page: no spinner in its place to grow from.
    expect(screen.getByRole('button', { name: /^Complete Payment/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the intent with SPEC body and shows the order summary with the server total', async () => {
    const { calls } = renderCheckout({
      'GET /api/payments/config': testModeConfig,
      [orderRoute]: () => jsonResponse(makeOrder({ addOns: ['rush', 'extra_revision'] })),
      'POST /api/create-payment-intent': intent(52_700),
    });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/create-payment-intent',
      body: { packageTier: 'core', addOns: [], submissionId: orderId, userId: 'user-1' },
    });
    expect(summaryRows()).toEqual([
      ['Core Review', '$299'],
      ['Rush Delivery', '$99'],
      ['Extra Revision', '$129'],
      ['Total', '$527'],
    ]);
    expect(
      await screen.findByRole('button', { name: 'Complete Payment' }),
    ).toHaveAccessibleDescription('Total $527');
    const summary = screen.getByRole('complementary', { name: 'Order summary and next steps' });
    expect(within(summary).getByText('Order #AB12')).toBeInTheDocument();
    // Back to the form with this order in it, to change it before paying.
    expect(screen.getByRole('link', { name: 'Back to Submission' })).toHaveAttribute(
      'href',
      `/submit?submissionId=${orderId}`,
    );
    expect(screen.getByText('Order progress')).toBeInTheDocument();

    expect(nextSteps()).toEqual([
      'Payment confirmation. You will receive a payment confirmation email with your receipt.',
      'Reviewer assignment. An attorney reviewer is assigned to your statement.',
      'Expert review. Your review is completed within 24 hours of payment.',
      'Download results. Download your reviewed statement and summary memo from your dashboard.',
    ]);
    expect(screen.getByRole('link', { name: 'refund policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    const notice = await screen.findByRole('region', { name: 'Test mode' });
    expect(notice).toHaveTextContent('4242 4242 4242 4242 succeeds');
    expect(notice).toHaveTextContent('4000 0000 0000 0002 is declined');
  });

  it.each([
    [
      'the intent fails, with the order in the form',
      'POST /api/create-payment-intent',
      500,
      `?submissionId=${orderId}`,
    ],
    ['the order is not found, to an empty form', orderRoute, 404, ''],
  ])('sends the applicant back to /submit when %s', async (_label, failing, status, search) => {
    renderCheckout({
      'GET /api/payments/config': testModeConfig,
      [orderRoute]: () => jsonResponse(makeOrder()),
      'POST /api/create-payment-intent': intent(29_900),
      [failing]: () => jsonResponse({ message: 'Nope.' }, status),
    });
    await expectToast('Error', 'Failed to initialize payment. Please try again.');
    expect(window.location.pathname).toBe('/submit');
    expect(window.location.search).toBe(search);
  });

  it.each([
    ['new orders are paused for maintenance', 'New orders are paused for scheduled maintenance.'],
    ['the card processor is down', PROCESSOR_UNAVAILABLE_MESSAGE],
  ])('says why when %s, and keeps the order in the form', async (_label, message) => {
    renderCheckout({
      'GET /api/payments/config': testModeConfig,
      [orderRoute]: () => jsonResponse(makeOrder()),
      'POST /api/create-payment-intent': () => jsonResponse({ message }, 503),
    });
    await expectToast('Error', message);
    expect(window.location.pathname).toBe('/submit');
    expect(window.location.search).toBe(`?submissionId=${orderId}`);
  });

  it('shows an order that is already paid on the dashboard instead, read afresh', async () => {
    const { queryClient } = renderCheckout({
      [orderRoute]: () => jsonResponse(makeOrder({ status: 'queued' })),
      'POST /api/create-payment-intent': () =>
        jsonResponse(
          { message: 'This order is already paid. You can follow it on your dashboard.' },
          409,
        ),
    });
    queryClient.setQueryData(queryKeys.submissions.pages(10), { pages: [] });
    await expectToast(
      'Already Paid',
      'This order is already paid. You can follow it on your dashboard.',
    );
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    // The dashboard's cached list still called it unpaid: it must not offer to pay again.
    expect(queryClient.getQueryState(queryKeys.submissions.pages(10))?.isInvalidated).toBe(true);
  });

  it('does not call a held payment paid: it is under review, on the dashboard', async () => {
    renderCheckout({
      [orderRoute]: () => jsonResponse(makeOrder({ status: 'draft' })),
      'POST /api/create-payment-intent': () => jsonResponse({ message: HELD_PAYMENT_MESSAGE }, 409),
    });
    await expectToast('Payment Under Review', HELD_PAYMENT_MESSAGE);
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Already Paid')).not.toBeInTheDocument();
  });
});

describe('CheckoutScreen for add-ons on a paid order', () => {
  const paid = () =>
    jsonResponse(
      makeOrder({
        status: 'queued',
        addOns: ['extra_revision'],
        etaAt: '2026-11-30T15:00:00.000Z',
      }),
    );

  it('charges only the add-ons being bought, priced by the server', async () => {
    const { calls } = renderCheckout(
      {
        'GET /api/payments/config': testModeConfig,
        [orderRoute]: paid,
        [`POST /api/submissions/${orderId}/add-on-intent`]: intent(9_900),
      },
      { addOns: 'rush,extra_revision,gold' },
    );
    expect(await screen.findByRole('button', { name: /^Complete Payment/ })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/submissions/${orderId}/add-on-intent`,
      body: { addOns: ['rush', 'extra_revision'] },
    });
    expect(summaryRows()).toEqual([
      ['Rush Delivery', '$99'],
      ['Total', '$99'],
    ]);
    expect(screen.getByRole('button', { name: 'Complete Payment' })).toHaveAccessibleDescription(
      'Total $99',
    );
    // The order keeps its reviewer and deadline; only Rush may bring the deadline forward.
    const steps = nextSteps();
    expect(steps).toHaveLength(4);
    expect(steps[1]).toBe(
      'Added to your order. The add-ons join your order once the payment goes through.',
    );
    expect(steps[2]).toMatch(
      /^Your deadline\. Rush moves your deadline to 24 hours after payment if that is sooner than .+\d/,
    );
    expect(steps.join(' ')).not.toContain('reviewer is assigned');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('returns to the dashboard with the reason when the purchase is refused', async () => {
    renderCheckout(
      {
        [orderRoute]: paid,
        [`POST /api/submissions/${orderId}/add-on-intent`]: () =>
          jsonResponse(
            { message: 'Add-ons can be bought while the order is paid and not yet delivered.' },
            409,
          ),
      },
      { addOns: 'rush' },
    );
    await expectToast(
      'Error',
      'Add-ons can be bought while the order is paid and not yet delivered.',
    );
    expect(window.location.pathname).toBe('/dashboard');
  });
});
