import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isAssigned } from '#shared/domain/order-lifecycle.js';
import { formatUsd } from '#shared/domain/packages.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { buttonVariants } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { cn } from '#client/lib/utils';
import { checkoutPath } from '../../lib/checkout-path';
import { REFUND_SENT_BACK, useRefundReachedCard } from '../orders/receipts-card';
import { packageLabel } from '#client/lib/format';
import { fullName } from '#shared/domain/names.js';

/** A draft's call to action: nothing reaches a reviewer until the order is paid. */
export function CompletePaymentBanner({
  submission,
  className,
}: {
  submission: SubmissionListRow;
  className?: string;
}) {
  return (
    <section
      aria-label="Payment needed"
      className={cn(
        'flex flex-col gap-4 rounded-xl border-2 border-accent bg-orange-50 p-5 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex gap-3">
        <CreditCard className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="font-semibold text-slate-900">Your order is waiting for payment</h2>
          <p className="text-sm text-slate-700">
            {packageLabel(submission.packageTier)}, total {formatUsd(submission.totalCents)}. Your
            statement goes to a reviewer as soon as payment is complete.
          </p>
        </div>
      </div>
      <Link
        href={checkoutPath(submission)}
        className={buttonVariants({ variant: 'accent', size: 'lg', className: 'shrink-0' })}
      >
        Complete payment
      </Link>
    </section>
  );
}

/**
 * What the applicant should know about the order right now, by status; for a refunded one,
 * whether the refund reached the card (undefined while its receipts load).
 */
function statusMessage(submission: SubmissionListRow, refundReached: boolean | undefined): string {
  const reviewer = fullName(submission.reviewer) || 'Your reviewer';
  switch (submission.status) {
    case 'draft':
      return 'Your statement is saved but not paid for yet. Complete payment to send it to our reviewers; once payment is confirmed, your order joins the queue and we email you a receipt.';
    case 'queued':
      return "Your submission is in queue and will be assigned to a reviewer shortly. You'll receive an email notification when a reviewer is assigned.";
    case 'assigned':
      return `${reviewer} has accepted your statement and will start the review soon. You'll receive an email as soon as your feedback is ready.`;
    case 'in_review':
      return `${reviewer} is reviewing your statement now. You'll receive an email as soon as your feedback is ready.`;
    case 'feedback_ready':
      return 'Your feedback is ready. We have emailed you; your reviewed statement and summary memo are waiting for you.';
    case 'completed':
      return 'This review is complete. Thank you for trusting Counsel Review with your statement.';
    case 'refunded':
      if (refundReached === false) return REFUND_SENT_BACK;
      return refundReached
        ? 'This order was refunded in full to the card you paid with. Refunds usually appear within 5-10 business days.'
        : 'This order was refunded.';
  }
}

/**
 * The Communication card (docs/product.md §8 Notifications): the status in words and, once a
 * reviewer is assigned, the message thread with them (rendered by the page, which composes the
 * messages feature).
 */
export function CommunicationCard({
  submission,
  renderThread,
}: {
  submission: SubmissionListRow;
  renderThread?: (submissionId: string) => ReactNode;
}) {
  // Once a reviewer has the order, the Communication card is the thread with them.
  const thread = isAssigned(submission.status) ? renderThread?.(submission.id) : null;
  const refundReached = useRefundReachedCard(submission.id, submission.status === 'refunded');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Communication</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-slate-700">{statusMessage(submission, refundReached)}</p>
        {thread}
      </CardContent>
    </Card>
  );
}
