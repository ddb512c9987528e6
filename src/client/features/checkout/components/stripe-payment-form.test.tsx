import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#client/components/ui/use-toast';
import { jsonResponse } from '#client/testing/render';
import {
  clientSecret,
  expectToast,
  makeOrder,
  orderRoute,
  renderCheckout,
} from '../testing/checkout-harness';

// Stripe.js loads from Stripe's servers: stand-ins record what the checkout asks of it.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(async () => ({})),
  confirmPayment: vi.fn(),
  elementsOptions: vi.fn(),
  // elements.getElement('payment'): the Payment Element's clear() and focus().
  getElement: vi.fn(),
  clear: vi.fn(),
  focus: vi.fn(),
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.elementsOptions(options);
    return children;
  },
  PaymentElement: ({ onReady }: { onReady: () => void }) => {
    useEffect(() => onReady(), [onReady]);
    return <div>Stripe Payment Element</div>;
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  // getElement sits on the prototype, as on Stripe's own object: the value sent to
  // confirmPayment still compares equal to { kind: 'elements' }.
  useElements: () =>
    Object.assign(Object.create({ getElement: stripe.getElement }) as object, {
      kind: 'elements',
    }),
}));

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

beforeEach(() => {
  stripe.getElement.mockImplementation((type: string) =>
    type === 'payment' ? { clear: stripe.clear, focus: stripe.focus } : null,
  );
});

function openStripeCheckout() {
  return renderCheckout({
    'GET /api/payments/config': () =>
      jsonResponse({ provider: 'stripe', publishableKey: 'pk_test_123' }),
    [orderRoute]: () => jsonResponse(makeOrder()),
    'POST /api/create-payment-intent': () => jsonResponse({ clientSecret, amountCents: 29_900 }),
  });
}

describe('StripePaymentForm when Stripe.js cannot load', () => {
  it('says so and loads it again on Try again', async () => {
    // Blocked until the connection is back: every load fails, however often React renders.
    let blocked = true;
    stripe.loadStripe.mockImplementation(async () => {
      if (blocked) throw new Error('Failed to load Stripe.js');
      return {};
    });
    renderCheckout({
      'GET /api/payments/config': () =>
        jsonResponse({ provider: 'stripe', publishableKey: 'pk_test_blocked' }),
      [orderRoute]: () => jsonResponse(makeOrder()),
      'POST /api/create-payment-intent': () => jsonResponse({ clientSecret, amountCents: 29_900 }),
    });
    expect(
      await screen.findByText(
        'The secure card form could not load. Check your connection, then try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Complete Payment/ })).not.toBeInTheDocument();
    blocked = false;
    const loadsBefore = stripe.loadStripe.mock.calls.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Complete Payment/ })).toBeEnabled();
    expect(stripe.loadStripe.mock.calls.length).toBeGreaterThan(loadsBefore);
  });
});

describe('StripePaymentForm', () => {
  it('confirms in the browser with the dashboard as return address, then moves on', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    openStripeCheckout();
    expect(await screen.findByText('Stripe Payment Element')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Test mode' })).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.elementsOptions).toHaveBeenCalledWith(expect.objectContaining({ clientSecret }));

    await userEvent.setup().click(screen.getByRole('button', { name: /^Complete Payment/ }));
    await expectToast(
      'Payment Successful',
      'Thank you for your purchase! Your review will begin shortly.',
    );
    expect(stripe.confirmPayment).toHaveBeenCalledExactlyOnceWith({
      elements: { kind: 'elements' },
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
      redirect: 'if_required',
    });
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('says a payment Stripe is still confirming is being confirmed, not that it succeeded', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'processing' } });
    openStripeCheckout();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Complete Payment/ }));
    await expectToast(
      'Payment Processing',
      'Your payment is being confirmed. We will email your receipt as soon as it goes through; there is no need to pay again.',
    );
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it("shows Stripe's error as 'Payment Failed' and stays", async () => {
    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    openStripeCheckout();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Complete Payment/ }));
    await expectToast('Payment Failed', 'Your card has insufficient funds.');
    expect(window.location.pathname).toBe('/checkout/core');
  });

  it('keeps a declined card at the form, clears the Payment Element and focuses it', async () => {
    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    openStripeCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete Payment' }));
    const form = screen.getByRole('form', { name: 'Card payment' });
    const alert = await within(form).findByRole('group', { name: 'Payment refused' });
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveTextContent('Enter your card again or use another card.');
    expect(stripe.getElement).toHaveBeenCalledWith('payment');
    expect(stripe.clear).toHaveBeenCalledOnce();
    expect(stripe.focus).toHaveBeenCalledOnce();
    act(() => dismissToast());
    expect(within(form).getByRole('group', { name: 'Payment refused' })).toHaveTextContent(
      'Your card was declined.',
    );

    // The next attempt takes the message away.
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    await user.click(screen.getByRole('button', { name: /^Complete Payment/ }));
    await expectToast(
      'Payment Successful',
      'Thank you for your purchase! Your review will begin shortly.',
    );
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
  });

  it('keeps what was typed when Stripe reports an unfinished field', async () => {
    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    openStripeCheckout();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Complete Payment/ }));
    expect(await screen.findByRole('group', { name: 'Payment refused' })).toHaveTextContent(
      'Your card number is incomplete.',
    );
    expect(stripe.clear).not.toHaveBeenCalled();
    expect(stripe.focus).toHaveBeenCalledOnce();
  });

  it('apologises when Stripe.js itself throws', async () => {
    stripe.confirmPayment.mockRejectedValue(new Error('network'));
    openStripeCheckout();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Complete Payment/ }));
    await expectToast('Payment Error', 'An unexpected error occurred. Please try again.');
    expect(screen.getByRole('button', { name: /^Complete Payment/ })).toBeEnabled();
  });
});
