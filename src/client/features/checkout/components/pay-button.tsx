import { LoaderCircle } from 'lucide-react';
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
 * 'Complete Payment · $299'. Below the lg breakpoint the order summary comes after the card form,
 * so the total is repeated above the button there.
 */
export function PayButton({ amountCents, paying, disabled = false }: PayButtonProps) {
  const total = formatUsd(amountCents);
  return (
    <div className="grid gap-3">
      <p className="flex justify-between gap-4 border-t border-slate-200 pt-4 text-base font-semibold text-slate-900 lg:hidden">
        <span>Total</span>
        <span>{total}</span>
      </p>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={disabled || paying}
        aria-busy={paying}
      >
        {paying ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {paying ? 'Processing...' : `Complete Payment · ${total}`}
      </Button>
    </div>
  );
}

/** A refused payment, at the card form until the next attempt. */
export function PaymentRefusalAlert({ refusal }: { refusal: PaymentRefusal }) {
  return (
    <Alert variant="destructive" role="alert" className="grid gap-1">
      <p className="font-semibold">Payment Failed</p>
      <p>{refusal.message}</p>
      {refusal.cardDeclined ? (
        <p>Nothing was charged. Enter your card again or use another card.</p>
      ) : null}
    </Alert>
  );
}
