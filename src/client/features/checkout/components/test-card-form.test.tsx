import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#client/components/ui/use-toast';
import { REPLACED_CHECKOUT_MESSAGE } from '#shared/domain/payment-messages.js';
import { jsonResponse } from '#client/testing/render';
import {
  clientSecret,
  expectToast,
  makeOrder,
  orderRoute,
  renderCheckout,
  testModeConfig,
} from '../testing/checkout-harness';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

type Confirm = (body: unknown) => Response;

function openCheckout(confirm: Confirm) {
  return renderCheckout({
    'GET /api/payments/config': testModeConfig,
    [orderRoute]: () => jsonResponse(makeOrder()),
    'POST /api/create-payment-intent': () => jsonResponse({ clientSecret, amountCents: 29_900 }),
    'POST /api/payments/test-mode/confirm': confirm,
  });
}

async function fillCard(cardNumber: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiration date'), '1234');
  await user.type(screen.getByLabelText('Security code'), '123');
  return user;
}

const payButton = () => screen.getByRole('button', { name: /^Complete Payment/ });

describe('TestCardForm', () => {
  it('formats what is typed and checks every field before charging', async () => {
    const confirm = vi.fn<Confirm>(() => jsonResponse({ status: 'succeeded' }));
    openCheckout(confirm);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Complete Payment/ }));
    expect(await screen.findByText('Enter your card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiration date as MM / YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit security code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiration date'), '429');
    await user.type(screen.getByLabelText('Security code'), '12x34');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiration date')).toHaveValue('04 / 29');
    expect(screen.getByLabelText('Security code')).toHaveValue('1234');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('pays, says so, refreshes the orders and notices and goes to the dashboard', async () => {
    let answer: (response: Response) => void = () => {};
    const confirm = vi.fn<Confirm>(
      () => new Promise<Response>((r) => (answer = r)) as unknown as Response,
    );
    const { queryClient } = openCheckout(confirm);
    queryClient.setQueryData(['/api/notifications'], { items: [], unreadCount: 0 });
    queryClient.setQueryData(['/api/submissions'], []);
    const user = await fillCard('4242424242424242');
    await user.click(payButton());

    const pending = await screen.findByRole('button', { name: 'Processing...' });
    expect(pending).toBeDisabled();
    expect(screen.getByLabelText('Card number')).toBeDisabled();
    expect(confirm).toHaveBeenCalledExactlyOnceWith({
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });

    act(() => answer(jsonResponse({ status: 'succeeded' })));
    await expectToast(
      'Payment Successful',
      'Thank you for your purchase! Your review will begin shortly.',
    );
    expect(window.location.pathname).toBe('/dashboard');
    expect(queryClient.getQueryState(['/api/notifications'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/submissions'])?.isInvalidated).toBe(true);
  });

  it('shows a decline in the processor words and keeps the form', async () => {
    openCheckout(() => jsonResponse({ message: 'Your card was declined.' }, 402));
    const user = await fillCard('4000000000000002');
    await user.click(payButton());
    await expectToast('Payment Failed', 'Your card was declined.');
    expect(window.location.pathname).toBe('/checkout/core');
    expect(payButton()).toBeEnabled();
    // The declined number is cleared and the card field has the focus for another one.
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });

  it('keeps a decline at the card form until the next attempt', async () => {
    const confirm = vi.fn<Confirm>(() =>
      jsonResponse({ message: 'Your card has insufficient funds.' }, 402),
    );
    openCheckout(confirm);
    const user = await fillCard('4000000000009995');
    await user.click(payButton());

    const form = screen.getByRole('form', { name: 'Card payment' });
    const alert = await within(form).findByRole('group', { name: 'Payment refused' });
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    expect(alert).toHaveTextContent(
      'Nothing was charged. Enter your card again or use another card.',
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Expiration date')).toHaveValue('12 / 34');

    // Not a toast: still there after the 5 seconds a toast shows for.
    act(() => dismissToast());
    expect(within(form).getByRole('group', { name: 'Payment refused' })).toHaveTextContent(
      'Your card has insufficient funds.',
    );

    // The next attempt takes it away.
    confirm.mockImplementation(() => jsonResponse({ status: 'succeeded' }));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(payButton());
    await expectToast(
      'Payment Successful',
      'Thank you for your purchase! Your review will begin shortly.',
    );
    expect(screen.queryByText('Your card has insufficient funds.')).not.toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('shows the total above the pay button, formatted as the order summary shows it', async () => {
    openCheckout(() => jsonResponse({ status: 'succeeded' }));
    expect(
      await screen.findByRole('button', { name: 'Complete Payment' }),
    ).toHaveAccessibleDescription('Total $299');
    // On a phone the summary comes after the form: the total shows above the button too.
    const form = screen.getByRole('form', { name: 'Card payment' });
    const total = within(form).getByText('Total').parentElement!;
    expect(total).toHaveTextContent('Total $299');
    expect(
      total.compareDocumentPosition(payButton()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('apologises for anything unexpected and keeps the form', async () => {
    openCheckout(() => jsonResponse({ message: 'Internal Server Error' }, 500));
    const user = await fillCard('4242424242424242');
    await user.click(payButton());
    await expectToast('Payment Error', 'An unexpected error occurred. Please try again.');
    expect(window.location.pathname).toBe('/checkout/core');
    expect(payButton()).toBeEnabled();
  });

  it('keeps the form and says why when new orders are paused for maintenance', async () => {
    const paused = 'New orders are paused for scheduled maintenance.';
    openCheckout(() => jsonResponse({ message: paused }, 503));
    const user = await fillCard('4242424242424242');
    await user.click(payButton());
    await expectToast('Payment Failed', paused);
    expect(window.location.pathname).toBe('/checkout/core');
    expect(payButton()).toBeEnabled();
    // The card was not declined: what was typed stays.
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  it('tells the applicant a charge that did not match the order is under review', async () => {
    const message = 'We received a payment for this order that we could not match.';
    openCheckout(() => jsonResponse({ status: 'needs_attention', message }));
    const user = await fillCard('4242424242424242');
    await user.click(payButton());
    await expectToast('Payment Under Review', message);
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('shows an order paid meanwhile on the dashboard', async () => {
    openCheckout(() => jsonResponse({ message: 'This order is already paid.' }, 409));
    const user = await fillCard('4242424242424242');
    await user.click(payButton());
    await expectToast('Already Paid', 'This order is already paid.');
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('does not call a checkout replaced in another tab paid', async () => {
    openCheckout(() => jsonResponse({ message: REPLACED_CHECKOUT_MESSAGE }, 409));
    const user = await fillCard('4242424242424242');
    await user.click(payButton());
    await expectToast('Checkout Replaced', REPLACED_CHECKOUT_MESSAGE);
    expect(screen.queryByText('Already Paid')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('says what to do when the server does not know the payment', async () => {
    const message = 'This payment was not found. Reload checkout and try again.';
    openCheckout(() => jsonResponse({ message }, 404));
    const user = await fillCard('4242424242424242');
    await user.click(payButton());
    await expectToast('Payment Failed', message);
    expect(screen.queryByText('Payment Error')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/checkout/core');
  });
});
