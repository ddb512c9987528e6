import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import type { PaymentOutcome } from '../hooks/use-payment-outcome';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  outcome: PaymentOutcome;
}

/** Stripe.js is loaded once per key (loadStripe must not run on every render). */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's Payment Element for the intent's client secret. Stripe confirms in the browser; the
 * server learns of the payment from Stripe's webhook, so success here only moves on.
 */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  outcome,
}: StripePaymentFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: 'stripe' } }}
    >
      <PaymentElementForm outcome={outcome} />
    </Elements>
  );
}

function PaymentElementForm({ outcome }: { outcome: PaymentOutcome }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        // After paying, the applicant lands on the dashboard: the confirmation returns there too.
        confirmParams: { return_url: `${window.location.origin}/dashboard` },
        redirect: 'if_required',
      });
      if (result.error) {
        outcome.declined(result.error.message ?? 'Your payment could not be completed.');
      } else if (['succeeded', 'processing'].includes(result.paymentIntent.status)) {
        outcome.succeeded();
      } else {
        outcome.unexpected();
      }
    } catch {
      outcome.unexpected();
    } finally {
      setPaying(false);
    }
  };

  return (
    <form onSubmit={(event) => void pay(event)} aria-label="Card payment" className="grid gap-5">
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!stripe || !elements || !ready || paying}
        aria-busy={paying}
      >
        {paying ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {paying ? 'Processing...' : 'Complete Payment'}
      </Button>
    </form>
  );
}
