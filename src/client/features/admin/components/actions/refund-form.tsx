import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '../../../../lib/api';
import { useRefundOrder } from '../../api/use-refund-order';
import { formatCents, orderLabel } from '../../lib/format';
import { emptyRefundForm, parseRefundForm } from '../../lib/refund-form';
import type { RefundFormErrors, RefundFormValues } from '../../lib/refund-form';
import { DialogFooter } from '../../../../components/ui/dialog';
import { checkboxClass, textareaClass } from '../field-classes';

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
  const [values, setValues] = useState<RefundFormValues>(emptyRefundForm);
  const [errors, setErrors] = useState<RefundFormErrors>({});
  const [checked, setChecked] = useState<Checked | null>(null);
  const ids = { amount: useId(), amountNote: useId(), reason: useId(), reasonNote: useId() };
  const full = formatCents(refundableCents);

  function review(event: FormEvent) {
    event.preventDefault();
    const result = parseRefundForm(values, refundableCents);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setChecked({ body: result.body, amountCents: result.amountCents });
  }

  /*
   * mutateAsync, not mutate's callbacks: a full refund can unmount this form (the order leaves
   * the at-risk list, the refundable amount drops to nothing) before they would run.
   */
  async function confirm() {
    if (!checked) return;
    try {
      await refund.mutateAsync({ orderId, ...checked.body });
    } catch (err) {
      if (isUnauthorizedError(err)) return;
      toast({ title: 'Refund Failed', description: errorMessage(err), variant: 'destructive' });
      setChecked(null);
      return;
    }
    toast({
      title: 'Refund Issued',
      description: `${formatCents(checked.amountCents)} was refunded to ${applicant} for ${orderLabel(orderId)}.`,
    });
    onDone();
  }

  if (checked) {
    const isFull = checked.body.amountCents === undefined;
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <p className="font-semibold">
            Refund {formatCents(checked.amountCents)} to {applicant}?
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
    <form onSubmit={review} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Refund amount</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${ids.amount}-kind`}
            className={checkboxClass}
            checked={values.kind === 'full'}
            onChange={() => setValues({ ...values, kind: 'full' })}
          />
          Full refund ({full})
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${ids.amount}-kind`}
            className={checkboxClass}
            checked={values.kind === 'partial'}
            onChange={() => setValues({ ...values, kind: 'partial' })}
          />
          Partial refund
        </label>
      </fieldset>
      {values.kind === 'partial' ? (
        <div className="grid gap-2">
          <Label htmlFor={ids.amount}>Amount (USD)</Label>
          <Input
            id={ids.amount}
            inputMode="decimal"
            placeholder="49.50"
            value={values.amount}
            onChange={(event) => setValues({ ...values, amount: event.target.value })}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={ids.amountNote}
          />
          <p
            id={ids.amountNote}
            className={errors.amount ? 'text-sm text-red-700' : 'text-sm text-slate-500'}
          >
            {errors.amount ?? `Up to ${full}.`}
          </p>
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={ids.reason}>Reason for the refund</Label>
        <textarea
          id={ids.reason}
          rows={3}
          value={values.reason}
          onChange={(event) => setValues({ ...values, reason: event.target.value })}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={ids.reasonNote}
          className={textareaClass}
        />
        <p
          id={ids.reasonNote}
          className={errors.reason ? 'text-sm text-red-700' : 'text-sm text-slate-500'}
        >
          {errors.reason ?? 'Recorded on the order and in the audit log.'}
        </p>
      </div>
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
