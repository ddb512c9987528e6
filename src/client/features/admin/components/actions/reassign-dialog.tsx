import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '../../../../lib/api';
import { useEligibleReviewers } from '../../api/use-eligible-reviewers';
import { useReassignOrder } from '../../api/use-reassign-order';
import { orderLabel } from '../../lib/format';
import { Dialog, DialogFooter } from '../../../../components/ui/dialog';
import { EmptyState, SectionError, SectionSpinner } from '../../../../components/ui/section-state';

interface ReassignDialogProps {
  orderId: string;
  currentReviewer: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Gives the order to another eligible reviewer, chosen from those who may take it now. */
export function ReassignDialog({
  orderId,
  currentReviewer,
  open,
  onOpenChange,
}: ReassignDialogProps) {
  const eligible = useEligibleReviewers(orderId, { enabled: open });
  const reassign = useReassignOrder();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();

  function close() {
    setChoice('');
    setError(null);
    onOpenChange(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reviewer = eligible.data?.find((r) => r.id === choice);
    if (!reviewer) {
      setError('Choose a reviewer.');
      return;
    }
    try {
      await reassign.mutateAsync({ orderId, reviewerId: reviewer.id });
    } catch (err) {
      if (isUnauthorizedError(err)) return;
      toast({ title: 'Reassign Failed', description: errorMessage(err), variant: 'destructive' });
      return;
    }
    toast({
      title: 'Order Reassigned',
      description: `${orderLabel(orderId)} is now assigned to ${reviewer.name}. Both reviewers and the applicant are notified.`,
    });
    close();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={`Reassign ${orderLabel(orderId)}`}
      description={`Currently assigned to: ${currentReviewer ?? 'Unassigned'}. Only reviewers who can take this order now are listed.`}
    >
      {eligible.isPending ? (
        <SectionSpinner label="Loading eligible reviewers" />
      ) : eligible.isError ? (
        <SectionError
          what="the eligible reviewers"
          error={eligible.error}
          onRetry={() => void eligible.refetch()}
        />
      ) : eligible.data.length === 0 ? (
        <EmptyState
          title="No reviewer can take this order now"
          hint="Every other reviewer is at capacity, deactivated, or excluded by the order's package, rush or T14 preferences. Raise a capacity on the Reviewers page, then try again."
        />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <fieldset
            className="grid gap-2"
            aria-describedby={error ? `${groupId}-error` : undefined}
          >
            <legend className="mb-2 text-sm font-medium text-slate-800">New reviewer</legend>
            {eligible.data.map((reviewer) => (
              <label
                key={reviewer.id}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name={groupId}
                  value={reviewer.id}
                  checked={choice === reviewer.id}
                  onChange={() => setChoice(reviewer.id)}
                  className="mt-0.5 size-4 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium text-slate-900">{reviewer.name}</span>
                  <span className="text-slate-600">
                    {reviewer.spareCapacity} spare this week · {reviewer.activeLoad} in progress
                    {reviewer.t14 ? ' · T14' : ''}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {error ? (
            <p id={`${groupId}-error`} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={reassign.isPending}>
              {reassign.isPending ? 'Reassigning...' : 'Reassign Order'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
