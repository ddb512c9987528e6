import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { usePaymentRefusal } from '../hooks/use-payment-outcome';
import type { PaymentOutcome } from '../hooks/use-payment-outcome';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PayButton, PaymentRefusalAlert } from './pay-button';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** What the card is charged, shown on the pay button. */
  amountCents: number;
  outcome: PaymentOutcome;
}

/**
 * Stripe.js is loaded once per key (loadStripe must not run on every render); a load that
 * failed is forgotten, so trying again loads it again.
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      stripeByKey.delete(publishableKey);
      throw error;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const CARD_FORM_UNAVAILABLE =
  'The secure card form could not load. Check your connection, then try again.';

/**
 * Stripe's Payment Element for the intent's client secret. Stripe confirms in the browser; the
 * server learns of the payment from Stripe's webhook, so success here only moves on. A refusal
 * stays above the Payment Element until the next attempt; a declined card is cleared from the
 * element (element.clear()) and the element takes the focus again.
 */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  amountCents,
  outcome,
}: StripePaymentFormProps) {
  // Stripe.js comes from Stripe's servers: blocked or offline, say so and offer another try
  // (Elements takes its stripe once, so each try is a new Elements).
  const [attempt, setAttempt] = useState(0);
  const [stripe, setStripe] = useState(() => stripeFor(publishableKey));
  // Elements is handed a load that settles either way; the failure is shown here instead.
  const forElements = useMemo(() => stripe.catch(() => null), [stripe]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    const failed = () => {
      if (current) setUnavailable(true);
    };
    stripe.then((loaded) => (loaded ? undefined : failed()), failed);
    return () => {
      current = false;
    };
  }, [stripe]);

  if (unavailable) {
    return (
      <CardFormUnavailable
        message={CARD_FORM_UNAVAILABLE}
        onRetry={() => {
          setUnavailable(false);
          setStripe(stripeFor(publishableKey));
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <Elements
      key={attempt}
      stripe={forElements}
      options={{ clientSecret, appearance: { theme: 'stripe' } }}
    >
      <PaymentElementForm amountCents={amountCents} outcome={outcome} />
    </Elements>
  );
}

function CardFormUnavailable({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert variant="destructive" className="grid gap-3">
      <p>{message}</p>
      {onRetry ? (
        <Button type="button" variant="outline" className="justify-self-start" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}

function PaymentElementForm({
  amountCents,
  outcome,
}: {
  amountCents: number;
  outcome: PaymentOutcome;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const { refusal, refuse, clear } = usePaymentRefusal();
  const [loadError, setLoadError] = useState<string | null>(null);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    clear();
    setPaying(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        // After paying, the applicant lands on the dashboard: the confirmation returns there too.
        confirmParams: { return_url: `${window.location.origin}/dashboard` },
        redirect: 'if_required',
      });
      if (result.error) {
        // card_error: the card was declined. A validation_error (an unfinished field) keeps
        // what was typed; Stripe marks the field itself.
        const cardDeclined = result.error.type === 'card_error';
        const element = elements.getElement('payment');
        if (cardDeclined) element?.clear();
        element?.focus();
        refuse({
          message: result.error.message ?? 'Your payment could not be completed.',
          cardDeclined,
        });
      } else if (result.paymentIntent.status === 'succeeded') {
        outcome.succeeded();
      } else if (result.paymentIntent.status === 'processing') {
        outcome.processing();
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
      {refusal ? <PaymentRefusalAlert refusal={refusal} /> : null}
      {loadError ? (
        <CardFormUnavailable
          message={`The secure card form could not load: ${loadError} Reload the page to try again.`}
        />
      ) : null}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) => setLoadError(event.error.message ?? CARD_FORM_UNAVAILABLE)}
        options={{ layout: 'tabs' }}
      />
      <PayButton
        amountCents={amountCents}
        paying={paying}
        disabled={!stripe || !elements || !ready}
      />
    </form>
  );
}
