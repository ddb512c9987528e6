import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { Dialog, DialogFooter } from '#client/components/ui/dialog';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { toast } from '#client/components/ui/use-toast';
import { toastFailure } from '#client/lib/toast-failure';
import type { EligibleReviewer } from '#shared/schemas/admin.js';
import { useEligibleReviewers } from '../../api/use-eligible-reviewers';
import { useReassignOrder } from '../../api/use-reassign-order';
import { orderLabel } from '#shared/domain/order-number.js';

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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
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
        // Inside the dialog's content: closing unmounts it, so it opens with nothing chosen.
        <ReassignForm
          orderId={orderId}
          reviewers={eligible.data}
          onClose={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

const reassignForm = z.object({ reviewerId: z.string().min(1, 'Choose a reviewer.') });

interface ReassignFormProps {
  orderId: string;
  reviewers: EligibleReviewer[];
  onClose: () => void;
}

function ReassignForm({ orderId, reviewers, onClose }: ReassignFormProps) {
  const reassign = useReassignOrder();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reassignForm), defaultValues: { reviewerId: '' } });
  const error = errors.reviewerId?.message;

  const onSubmit = handleSubmit(async ({ reviewerId }) => {
    const reviewer = reviewers.find((r) => r.id === reviewerId);
    if (!reviewer) return;
    try {
      await reassign.mutateAsync({ orderId, reviewerId: reviewer.id });
    } catch (err) {
      toastFailure('Reassign Failed', err);
      return;
    }
    toast({
      title: 'Order Reassigned',
      description: `${orderLabel(orderId)} is now assigned to ${reviewer.name}. Both reviewers and the applicant are notified.`,
    });
    onClose();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">New reviewer</legend>
        {reviewers.map((reviewer) => (
          <label
            key={reviewer.id}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <Checkbox type="radio" value={reviewer.id} {...register('reviewerId')} />
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
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={reassign.isPending}>
          {reassign.isPending ? 'Reassigning...' : 'Reassign Order'}
        </Button>
      </DialogFooter>
    </form>
  );
}
