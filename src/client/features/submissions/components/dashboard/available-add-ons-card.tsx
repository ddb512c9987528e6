import { Link } from 'wouter';
import { addOns } from '../../../../../shared/domain/add-ons.js';
import type { AddOn } from '../../../../../shared/domain/add-ons.js';
import { formatUsd } from '../../../../../shared/domain/packages.js';
import type { SubmissionDetail } from '../../../../../shared/schemas/submissions.js';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '../../../../lib/api';
import { useAddDraftAddOn } from '../../api/use-add-draft-add-on';

/** The dashboard offers the two add-ons that still help once a statement is in (SPEC section 2). */
const offered = addOns.filter((addOn) => addOn.id === 'rush' || addOn.id === 'extra_revision');

/**
 * SPEC's Available Add-ons: Rush Delivery and Extra Revision, minus those the order has. A draft
 * adds them here before payment; a paid order's add-ons are handled by support for now.
 */
export function AvailableAddOnsCard({ submission }: { submission: SubmissionDetail }) {
  const addAddOn = useAddDraftAddOn();
  const available = offered.filter((addOn) => !submission.addOns.includes(addOn.id));
  if (available.length === 0) return null;
  const isDraft = submission.status === 'draft';

  const add = (addOn: AddOn) =>
    addAddOn.mutate(
      { submissionId: submission.id, addOn: addOn.id },
      {
        onSuccess: (updated) =>
          toast({
            title: 'Add-on Added',
            description: `${addOn.name} was added to your order. New total: ${formatUsd(updated.totalCents)}.`,
          }),
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Available Add-ons</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-3">
          {available.map((addOn) => {
            const adding = addAddOn.isPending && addAddOn.variables?.addOn === addOn.id;
            return (
              <li key={addOn.id} className="grid gap-2 rounded-md border border-slate-200 p-3">
                <div className="flex items-start justify-between gap-3 text-sm">
                  <div>
                    <p className="font-semibold text-slate-900">{addOn.name}</p>
                    <p className="text-slate-600">{addOn.description}</p>
                  </div>
                  <p className="font-semibold text-slate-900">{formatUsd(addOn.priceCents)}</p>
                </div>
                {isDraft ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    disabled={addAddOn.isPending}
                    aria-label={`Add ${addOn.name} to your order`}
                    onClick={() => add(addOn)}
                  >
                    {adding ? 'Adding...' : `Add ${addOn.name}`}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {isDraft ? null : (
          <p className="text-sm text-slate-600">
            Want one of these on this order?{' '}
            <Link href="/support#contact" className="font-medium text-primary underline">
              Contact support
            </Link>
            .
          </p>
        )}
      </CardContent>
    </Card>
  );
}
