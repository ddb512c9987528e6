import { lazy, Suspense } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { usePaymentConfig } from '../api/use-payment-config';
import type { PaymentOutcome } from '../hooks/use-payment-outcome';
import { TestCardForm } from './test-card-form';

// Stripe.js and its React bindings are fetched only where Stripe is the provider.
const StripePaymentForm = lazy(() =>
  import('./stripe-payment-form').then((m) => ({ default: m.StripePaymentForm })),
);

function FormSpinner() {
  return (
    <div className="flex justify-center py-10">
      <Spinner label="Loading the payment form" />
    </div>
  );
}

interface PaymentFormProps {
  clientSecret: string;
  /** What the card is charged: the payment intent's amount. */
  amountCents: number;
  outcome: PaymentOutcome;
}

/** The card form of the configured provider: test mode by default, Stripe when keys are set. */
export function PaymentForm({ clientSecret, amountCents, outcome }: PaymentFormProps) {
  const config = usePaymentConfig();

  if (config.isPending) return <FormSpinner />;
  if (config.isError || (config.data.provider === 'stripe' && !config.data.publishableKey)) {
    return (
      <Alert variant="destructive" role="alert" className="flex flex-wrap items-center gap-3">
        <span className="flex-1">The payment form could not be loaded.</span>
        <Button type="button" variant="outline" size="sm" onClick={() => void config.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (config.data.provider === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<FormSpinner />}>
        <StripePaymentForm
          publishableKey={config.data.publishableKey}
          clientSecret={clientSecret}
          amountCents={amountCents}
          outcome={outcome}
        />
      </Suspense>
    );
  }
  return <TestCardForm clientSecret={clientSecret} amountCents={amountCents} outcome={outcome} />;
}
