import { resultsPagePath } from '#shared/domain/order-number.js';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'wouter';
import { isDelivered } from '#shared/domain/order-lifecycle.js';
import { buttonVariants } from '#client/components/ui/button';
import { PageContainer } from '#client/components/ui/page';
import { MessageThread } from '#client/features/messages/components/message-thread';
import { useSubmission } from '#client/features/submissions/api/use-submission';
import { OrderDetail } from '#client/features/submissions/components/orders/order-detail';

/**
 * /orders/{id}: one of the applicant's orders, with its results once delivered and the message
 * thread with its reviewer (composed here: features do not import each other).
 */
export function OrderPage({ id }: { id: string }) {
  // The same query (and cache entry) as the detail below: no second request.
  const order = useSubmission(id);
  const resultsReady = order.data && isDelivered(order.data.status);
  return (
    <PageContainer className="max-w-5xl">
      {resultsReady ? (
        <section
          aria-label="Review results"
          className="mb-6 flex flex-col gap-3 rounded-xl border border-purple-200 bg-purple-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-slate-800">
            {order.data.status === 'completed'
              ? 'This review is complete. Your feedback stays available to read and download.'
              : 'Your feedback is ready: read the memo, scores and comments from your reviewer.'}
          </p>
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
