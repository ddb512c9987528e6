import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { DialogFooter } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { isUnauthorizedError } from '#client/lib/api';
import { toastFailure } from '#client/lib/toast-failure';
import { useRequestId } from '#client/lib/use-request-id';
import { useRefundOrder } from '../../api/use-refund-order';
import { formatUsdExact } from '#shared/domain/packages.js';
import { MAX_REFUND_REASON_CHARS } from '#shared/domain/text-limits.js';
import { orderLabel } from '#shared/domain/order-number.js';
import { emptyRefundForm, refundFormSchema } from '../../lib/refund-form';

interface RefundFormProps {
  orderId: string;
  applicant: string;
  refundableCents: number;
  onDone: () => void;
}

type Checked = { body: { amountCents?: number; reason: string }; amountCents: number };

/** Step one: full or partial, amount and reason. Step two: confirm. */
export function RefundForm({ orderId, applicant, refundableCents, onDone }: RefundFormProps) {
  const refund = useRefundOrder();
  const [checked, setChecked] = useState<Checked | null>(null);
  // One refund per opening of the dialog: a retry after a lost answer sends the same id.
  const { requestId } = useRequestId();
  // The form outlives step two, so Back returns to what was typed.
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(refundFormSchema(refundableCents)),
    defaultValues: emptyRefundForm,
  });
  const kind = useWatch({ control, name: 'kind' });
  const full = formatUsdExact(refundableCents);

  /*
   * mutateAsync, not mutate's callbacks: a full refund can unmount this form (the order leaves
   * the at-risk list, the refundable amount drops to nothing) before they would run.
   */
  async function confirm() {
    if (!checked) return;
    try {
      await refund.mutateAsync({ orderId, requestId, ...checked.body });
    } catch (err) {
      toastFailure('Refund Failed', err);
      if (!isUnauthorizedError(err)) setChecked(null);
      return;
    }
    toast({
      title: 'Refund Issued',
      description: `${formatUsdExact(checked.amountCents)} was refunded to ${applicant} for ${orderLabel(orderId)}.`,
    });
    onDone();
  }

  if (checked) {
    const isFull = checked.body.amountCents === undefined;
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <p className="font-semibold">
            Refund {formatUsdExact(checked.amountCents)} to {applicant}?
          </p>
          <p className="mt-1">
            {isFull
              ? 'This is a full refund: the order is closed as Refunded.'
              : 'This is a partial refund: the order stays open unless it returns the whole charge.'}{' '}
            Reason: {checked.body.reason}
          </p>
        </Alert>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setChecked(null)}>
            Back
          </Button>
          <Button
            type="button"
            variant="destructive"
            onClick={() => void confirm()}
            disabled={refund.isPending}
          >
            {refund.isPending ? 'Refunding...' : 'Confirm Refund'}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(setChecked)} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Refund amount</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <Checkbox type="radio" value="full" {...register('kind')} />
          Full refund ({full})
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <Checkbox type="radio" value="partial" {...register('kind')} />
          Partial refund
        </label>
      </fieldset>
      {kind === 'partial' ? (
        <FormField
          label="Amount (USD)"
          inputMode="decimal"
          placeholder="49.50"
          hint={`Up to ${full}.`}
          error={errors.amount?.message}
          {...register('amount')}
        />
      ) : null}
      <FormField
        label="Reason for the refund"
        hint="Recorded on the order and in the audit log."
        error={errors.reason?.message}
      >
        <Textarea rows={3} maxLength={MAX_REFUND_REASON_CHARS} {...register('reason')} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive">
          Review Refund
        </Button>
      </DialogFooter>
    </form>
  );
}
