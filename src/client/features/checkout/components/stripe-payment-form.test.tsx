import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  useElements: () => ({ kind: 'elements' }),
}));

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function openStripeCheckout() {
  return renderCheckout({
    'GET /api/payments/config': () =>
      jsonResponse({ provider: 'stripe', publishableKey: 'pk_test_123' }),
    [orderRoute]: () => jsonResponse(makeOrder()),
    'POST /api/create-payment-intent': () => jsonResponse({ clientSecret, amountCents: 29_900 }),
  });
}

describe('StripePaymentForm', () => {
  it('confirms in the browser with the dashboard as return address, then moves on', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    openStripeCheckout();
    expect(await screen.findByText('Stripe Payment Element')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Test mode' })).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.elementsOptions).toHaveBeenCalledWith(expect.objectContaining({ clientSecret }));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete Payment' }));
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

  it("shows Stripe's error as 'Payment Failed' and stays", async () => {
    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    openStripeCheckout();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Complete Payment' }));
    await expectToast('Payment Failed', 'Your card has insufficient funds.');
    expect(window.location.pathname).toBe('/checkout/core');
  });

  it('apologises when Stripe.js itself throws', async () => {
    stripe.confirmPayment.mockRejectedValue(new Error('network'));
    openStripeCheckout();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Complete Payment' }));
    await expectToast('Payment Error', 'An unexpected error occurred. Please try again.');
    expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeEnabled();
  });
});
