import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { loadOnIntent } from '#client/lib/load-on-intent';
import { canReassign, NOT_REASSIGNABLE_MESSAGE } from '#shared/domain/order-lifecycle.js';
import { NOTHING_TO_REFUND_MESSAGE } from '#shared/domain/payment-messages.js';

/*
 * The dialogs and their forms (react-hook-form, zod, Radix) load when an action is pointed at,
 * focused or chosen, not with the dashboard that lists the orders at risk
 * (docs/decisions/010-page-budgets.md).
 */
const loadReassign = () => import('./reassign-dialog');
const loadContact = () => import('./contact-reviewer-dialog');
const loadRefund = () => import('./refund-dialog');
const ReassignDialog = lazy(() => loadReassign().then((m) => ({ default: m.ReassignDialog })));
const ContactReviewerDialog = lazy(() =>
  loadContact().then((m) => ({ default: m.ContactReviewerDialog })),
);
const RefundDialog = lazy(() => loadRefund().then((m) => ({ default: m.RefundDialog })));
const intentToReassign = loadOnIntent(loadReassign);
const intentToContact = loadOnIntent(loadContact);
const intentToRefund = loadOnIntent(loadRefund);

interface OrderActionsProps {
  orderId: string;
  status: string;
  reviewerName: string | null;
  /** What a refund could still give back, where the screen has it (the order's own page). */
  refundableCents?: number;
  size?: 'sm' | 'default';
}

type Open = 'reassign' | 'contact' | 'refund' | null;

/**
 * Why an action cannot be used on this order now, or null when it can. Money left to refund
 * decides the refund where it is known: a draft or a refunded order can still hold a payment
 * that was not applied (docs/product.md §3 Money).
 */
export function actionBlockers(
  status: string,
  reviewerName: string | null,
  refundableCents?: number,
) {
  const nothingLeft =
    status === 'draft'
      ? 'This order was never paid.'
      : status === 'refunded'
        ? 'This order was refunded in full.'
        : NOTHING_TO_REFUND_MESSAGE;
  return {
    reassign: canReassign(status) ? null : NOT_REASSIGNABLE_MESSAGE,
    contact: reviewerName ? null : 'No reviewer is assigned yet: use Reassign first.',
    refund:
      refundableCents === undefined
        ? status === 'draft' || status === 'refunded'
          ? nothingLeft
          : null
        : refundableCents > 0
          ? null
          : nothingLeft,
  };
}

/** Reassign, Contact Reviewer and Issue Refund for one order, each with its dialog. */
export function OrderActions({
  orderId,
  status,
  reviewerName,
  refundableCents,
  size = 'sm',
}: OrderActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const noteId = useId();
  const blockers = actionBlockers(status, reviewerName, refundableCents);
  const notes = [blockers.reassign, blockers.contact, blockers.refund].filter(Boolean);
  const describedBy = notes.length > 0 ? noteId : undefined;
  const toggle = (which: Exclude<Open, null>) => (next: boolean) => setOpen(next ? which : null);

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size={size}
          disabled={blockers.reassign !== null}
          aria-describedby={blockers.reassign ? describedBy : undefined}
          onPointerEnter={intentToReassign}
          onFocus={intentToReassign}
          onClick={() => setOpen('reassign')}
        >
          Reassign
        </Button>
        <Button
          type="button"
          variant="outline"
          size={size}
          disabled={blockers.contact !== null}
          aria-describedby={blockers.contact ? describedBy : undefined}
          onPointerEnter={intentToContact}
          onFocus={intentToContact}
          onClick={() => setOpen('contact')}
        >
          Contact Reviewer
        </Button>
        <Button
          type="button"
          variant="destructive"
          size={size}
          disabled={blockers.refund !== null}
          aria-describedby={blockers.refund ? describedBy : undefined}
          onPointerEnter={intentToRefund}
          onFocus={intentToRefund}
          onClick={() => setOpen('refund')}
        >
          Issue Refund
        </Button>
      </div>
      {notes.length > 0 ? (
        <p id={noteId} className="text-xs text-slate-500">
          {notes.join(' ')}
        </p>
      ) : null}
      <Suspense fallback={null}>
        {open === 'reassign' ? (
          <ReassignDialog
            orderId={orderId}
            currentReviewer={reviewerName}
            open
            onOpenChange={toggle('reassign')}
          />
        ) : null}
        {open === 'contact' && reviewerName ? (
          <ContactReviewerDialog
            orderId={orderId}
            reviewerName={reviewerName}
            open
            onOpenChange={toggle('contact')}
          />
        ) : null}
        {open === 'refund' ? (
          <RefundDialog orderId={orderId} open onOpenChange={toggle('refund')} />
        ) : null}
      </Suspense>
    </div>
  );
}
