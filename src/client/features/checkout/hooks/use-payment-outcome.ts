import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '#client/lib/api';
import { paymentConflictTitle } from '#shared/domain/payment-messages.js';
import { invalidatePaidOrder, refreshWhenPaid } from '../lib/paid-order-keys';
import type { Purchase } from '../lib/purchase';

/**
 * How a card form reports the end of a payment attempt; the screen decides what follows. A
 * refusal (a declined card, or a payment the server would not take) is not here: the card form
 * handles it (usePaymentRefusal).
 */
export interface PaymentOutcome {
  /** Paid: thank the applicant and show the order on the dashboard. */
  succeeded(): void;
  /**
   * Taken, but the processor is still confirming it (Stripe's `processing`): not paid yet, so
   * not thanked as paid; the receipt email follows once it goes through.
   */
  processing(): void;
  /**
   * Nothing to pay here: the order was paid meanwhile, its payment is held, or this checkout was
   * replaced (another tab). Say which, and show the order.
   */
  alreadyPaid(message: string): void;
  /** Charged, but not for what the order costs: held for our team, so do not pay again. */
  held(message: string): void;
  /** Anything else: a generic apology, and the form stays. */
  unexpected(): void;
}

/**
 * The payment toasts, and the move to /dashboard after a successful payment, where the order
 * shows as paid once the server has heard of it (refreshWhenPaid).
 */
export function usePaymentOutcome(submissionId: string, purchase: Purchase): PaymentOutcome {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useMemo(() => {
    // Money taken (or being confirmed): say so, and show the order once the server has it.
    const taken = (title: string, description: string) => {
      invalidatePaidOrder(queryClient);
      void refreshWhenPaid(queryClient, submissionId, purchase);
      toast({ title, description });
      navigate('/dashboard');
    };
    return {
      succeeded: () =>
        taken('Payment Successful', 'Thank you for your purchase! Your review will begin shortly.'),
      processing: () =>
        taken(
          'Payment Processing',
          'Your payment is being confirmed. We will email your receipt as soon as it goes through; there is no need to pay again.',
        ),
      alreadyPaid(message) {
        invalidatePaidOrder(queryClient);
        toast({ title: paymentConflictTitle(message), description: message });
        navigate('/dashboard');
      },
      held(message) {
        invalidatePaidOrder(queryClient);
        toast({ title: 'Payment Under Review', description: message });
        navigate('/dashboard');
      },
      unexpected() {
        toast({
          title: 'Payment Error',
          description: 'An unexpected error occurred. Please try again.',
          variant: 'destructive',
        });
      },
    };
  }, [navigate, queryClient, submissionId, purchase]);
}

/** A payment attempt that was refused and charged nothing, shown at the card form until the next. */
export interface PaymentRefusal {
  /** In the processor's (or the server's) words, for the applicant. */
  message: string;
  /** The card itself was declined: the form clears it so another can be entered. */
  cardDeclined: boolean;
}

/**
 * A refused attempt: the 'Payment Failed' toast says it, and the card form keeps it next to the
 * card field (PaymentRefusalAlert) until the next attempt, since a toast goes after 5 seconds.
 */
export function usePaymentRefusal() {
  const [refusal, setRefusal] = useState<PaymentRefusal | null>(null);
  return useMemo(
    () => ({
      refusal,
      refuse(next: PaymentRefusal) {
        setRefusal(next);
        toast({ title: 'Payment Failed', description: next.message, variant: 'destructive' });
      },
      clear: () => setRefusal(null),
    }),
    [refusal],
  );
}

/**
 * Sorts an error from our own API: 402 is the processor's decline, 400 card details the server
 * could not read, 404 a payment it does not know (reload checkout) and 503 new orders paused for
 * maintenance (all worded for the applicant, and nothing was charged) go to `refused`; 409
 * nothing to pay here; anything else is unexpected.
 */
export function reportApiPaymentError(
  outcome: PaymentOutcome,
  error: Error,
  refused: (refusal: PaymentRefusal) => void,
): void {
  if (isUnauthorizedError(error)) return;
  const status = error.message.slice(0, 5);
  if (['402: ', '400: ', '404: ', '503: '].includes(status)) {
    refused({ message: errorMessage(error), cardDeclined: status === '402: ' });
  } else if (status === '409: ') outcome.alreadyPaid(errorMessage(error));
  else outcome.unexpected();
}
