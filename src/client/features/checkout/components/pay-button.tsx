import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { formatUsd } from '#shared/domain/packages.js';
import type { PaymentRefusal } from '../hooks/use-payment-outcome';

interface PayButtonProps {
  /** What the card is charged (the payment intent's amount, as the order summary's total). */
  amountCents: number;
  paying: boolean;
  disabled?: boolean;
}

/**
 * 'Complete Payment', with the total it charges right above it (and as its description): on a
 * phone the order summary comes after the card form.
 */
export function PayButton({ amountCents, paying, disabled = false }: PayButtonProps) {
  const total = formatUsd(amountCents);
  const totalId = useId();
  return (
    <div className="grid gap-3">
      <p
        id={totalId}
        className="flex justify-between gap-4 border-t border-slate-200 pt-4 text-base font-semibold text-slate-900"
      >
        <span>Total</span> <span>{total}</span>
      </p>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={disabled || paying}
        aria-busy={paying}
        aria-describedby={totalId}
      >
        {paying ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {paying ? 'Processing...' : 'Complete Payment'}
      </Button>
    </div>
  );
}

/**
 * A refused payment, at the card form until the next attempt. Not announced again: the
 * 'Payment Failed' toast is.
 */
export function PaymentRefusalAlert({ refusal }: { refusal: PaymentRefusal }) {
  return (
    <Alert variant="destructive" role="group" aria-label="Payment refused" className="grid gap-1">
      <p className="font-semibold">Payment Failed</p>
      <p>{refusal.message}</p>
      {refusal.cardDeclined ? (
        <p>Nothing was charged. Enter your card again or use another card.</p>
      ) : null}
    </Alert>
  );
}
