import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ChangeEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { useConfirmTestPayment } from '../api/use-confirm-test-payment';
import { reportApiPaymentError } from '../hooks/use-payment-outcome';
import type { PaymentOutcome } from '../hooks/use-payment-outcome';
import {
  emptyTestCard,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  testCardForm,
} from '../lib/card-format';
import type { TestCardValues } from '../lib/card-format';
import { TestModeNotice } from './test-mode-notice';

interface TestCardFormProps {
  clientSecret: string;
  outcome: PaymentOutcome;
}

/** Rewrites what was typed into its display format before the form records it. */
function masked(
  field: UseFormRegisterReturn<keyof TestCardValues>,
  format: (value: string) => string,
) {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}

/**
 * The test-mode card form (docs/product.md §3 Money): "Card number", "Expiration date" (MM / YY)
 * and "Security code", then 'Complete Payment'. The server charges the processor's public test
 * cards and answers as the processor would.
 */
export function TestCardForm({ clientSecret, outcome }: TestCardFormProps) {
  const confirm = useConfirmTestPayment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestCardValues>({
    resolver: zodResolver(testCardForm),
    defaultValues: emptyTestCard,
  });
  const paying = confirm.isPending;

  const pay = handleSubmit((values) => {
    if (paying) return;
    confirm.mutate(
      { clientSecret, ...values },
      {
        onSuccess: (result) =>
          result.status === 'succeeded' ? outcome.succeeded() : outcome.held(result.message),
        onError: (error) => reportApiPaymentError(outcome, error),
      },
    );
  });

  return (
    <form noValidate onSubmit={pay} aria-label="Card payment" className="grid gap-5">
      <TestModeNotice />
      <fieldset disabled={paying} className="grid gap-4">
        <legend className="sr-only">Card details</legend>
        <FormField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          error={errors.cardNumber?.message}
          {...masked(register('cardNumber'), formatCardNumber)}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormField
            label="Expiration date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            hint="MM / YY"
            error={errors.expiry?.message}
            {...masked(register('expiry'), formatExpiry)}
          />
          <FormField
            label="Security code"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            hint="3 or 4 digits"
            error={errors.cvc?.message}
            {...masked(register('cvc'), formatSecurityCode)}
          />
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={paying} aria-busy={paying}>
        {paying ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {paying ? 'Processing...' : 'Complete Payment'}
      </Button>
    </form>
  );
}
