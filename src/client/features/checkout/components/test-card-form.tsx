import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useEffect } from 'react';
import type { ChangeEvent } from 'react';
import { FormField } from '#client/components/ui/form-field';
import { useConfirmTestPayment } from '../api/use-confirm-test-payment';
import { reportApiPaymentError, usePaymentRefusal } from '../hooks/use-payment-outcome';
import type { PaymentOutcome } from '../hooks/use-payment-outcome';
import {
  emptyTestCard,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  testCardForm,
} from '../lib/card-format';
import type { TestCardValues } from '../lib/card-format';
import { PayButton, PaymentRefusalAlert } from './pay-button';
import { TestModeNotice } from './test-mode-notice';

interface TestCardFormProps {
  clientSecret: string;
  /** What the card is charged, shown on the pay button. */
  amountCents: number;
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
 * and "Security code", then 'Complete Payment' under the total. The server charges the processor's public
 * test cards and answers as the processor would. A refusal stays above the fields until the next
 * attempt; a declined card number is cleared and the card field takes the focus again.
 */
export function TestCardForm({ clientSecret, amountCents, outcome }: TestCardFormProps) {
  const confirm = useConfirmTestPayment();
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<TestCardValues>({
    resolver: zodResolver(testCardForm),
    defaultValues: emptyTestCard,
  });
  const paying = confirm.isPending;
  const { refusal, refuse, clear } = usePaymentRefusal();

  // After the fieldset is enabled again (a disabled field cannot take the focus).
  useEffect(() => {
    if (refusal && !paying) setFocus('cardNumber');
  }, [refusal, paying, setFocus]);

  const pay = handleSubmit((values) => {
    if (paying) return;
    confirm.mutate(
      { clientSecret, ...values },
      {
        onSuccess: (result) =>
          result.status === 'succeeded' ? outcome.succeeded() : outcome.held(result.message),
        onError: (error) =>
          reportApiPaymentError(outcome, error, (refused) => {
            if (refused.cardDeclined) resetField('cardNumber');
            refuse(refused);
          }),
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (!paying) clear();
        void pay(event);
      }}
      aria-label="Card payment"
      className="grid gap-5"
    >
      <TestModeNotice />
      {refusal ? <PaymentRefusalAlert refusal={refusal} /> : null}
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
      <PayButton amountCents={amountCents} paying={paying} />
    </form>
  );
}
