import { Link } from 'wouter';
import { addOns } from '#shared/domain/add-ons.js';
import type { AddOn } from '#shared/domain/add-ons.js';
import { canBuyAddOnsAfterPayment, isLateAddOn } from '#shared/domain/order-lifecycle.js';
import { formatUsd } from '#shared/domain/packages.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '#client/lib/api';
import { useAddDraftAddOn } from '../../api/use-add-draft-add-on';
import { checkoutPath } from '../../lib/checkout-path';

/** The two add-ons that still help once a statement is in (docs/product.md §3 Money). */
const offered = addOns.filter((addOn) => isLateAddOn(addOn.id));

/**
 * The Available Add-ons card: Rush Delivery and Extra Revision, minus those the order has. A draft
 * adds them to its order before payment; a paid, undelivered order buys them at checkout as a
 * second payment. Once the feedback is delivered there is nothing left to add.
 */
export function AvailableAddOnsCard({ submission }: { submission: SubmissionListRow }) {
  const addAddOn = useAddDraftAddOn();
  const available = offered.filter((addOn) => !submission.addOns.includes(addOn.id));
  const isDraft = submission.status === 'draft';
  const isPaid = canBuyAddOnsAfterPayment(submission.status);
  if (available.length === 0 || (!isDraft && !isPaid)) return null;

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
                ) : (
                  <Link
                    href={`${checkoutPath(submission)}&addOns=${addOn.id}`}
                    aria-label={`Add ${addOn.name} to your order`}
                    className={buttonVariants({
                      variant: 'outline',
                      size: 'sm',
                      className: 'justify-self-start',
                    })}
                  >
                    Add {addOn.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        {isDraft ? null : (
          <p className="text-sm text-slate-600">
            Paid separately at checkout.
            {available.some((addOn) => addOn.id === 'rush')
              ? ' Rush Delivery moves your deadline to 24 hours after purchase, if that is sooner.'
              : null}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
