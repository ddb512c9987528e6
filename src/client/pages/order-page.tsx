import { resultsPagePath } from '#shared/domain/order-number.js';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'wouter';
import { hasResults } from '#shared/domain/order-lifecycle.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { buttonVariants } from '#client/components/ui/button';
import { PageContainer } from '#client/components/ui/page';
import { MessageThread } from '#client/features/messages/components/message-thread';
import { useSubmission } from '#client/features/submissions/api/use-submission';
import { OrderDetail } from '#client/features/submissions/components/orders/order-detail';

/** What the results banner says, by status: delivered rounds stay readable in every status. */
function resultsNote(order: SubmissionDetail): string {
  switch (order.status) {
    case 'completed':
      return 'This review is complete. Your feedback stays available to read and download.';
    case 'feedback_ready':
      return 'Your feedback is ready: read the memo, scores and comments from your reviewer.';
    case 'refunded':
      return 'This order was refunded. The feedback delivered before stays available to read and download.';
    default:
      return `Your reviewer is working on round ${order.roundsDelivered + 1}. The feedback of earlier rounds stays available to read and download.`;
  }
}

/**
 * /orders/{id}: one of the applicant's orders, with its results once delivered and the message
 * thread with its reviewer (composed here: features do not import each other).
 */
export function OrderPage({ id }: { id: string }) {
  // The same query (and cache entry) as the detail below: no second request.
  const order = useSubmission(id);
  const resultsReady = order.data && hasResults(order.data);
  return (
    <PageContainer className="max-w-5xl">
      {resultsReady ? (
        <section
          aria-label="Review results"
          className="mb-6 flex flex-col gap-3 rounded-xl border border-purple-200 bg-purple-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-slate-800">{resultsNote(order.data)}</p>
          <Link href={resultsPagePath(id)} className={buttonVariants({ className: 'shrink-0' })}>
            <ClipboardCheck aria-hidden="true" />
            View Results
          </Link>
        </section>
      ) : null}
      <OrderDetail
        id={id}
        renderThread={(submissionId) => <MessageThread submissionId={submissionId} />}
      />
    </PageContainer>
  );
}
