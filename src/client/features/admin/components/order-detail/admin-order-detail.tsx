import { Alert } from '#client/components/ui/alert';
import { PageSpinner } from '#client/components/ui/spinner';
import { TextLink } from '#client/components/ui/text-link';
import { useAdminOrder } from '../../api/use-admin-order';
import { OrderActions } from '../actions/order-actions';
import { SectionError } from '#client/components/ui/section-state';
import { DocumentsSection } from './documents-section';
import { EventLog } from './event-log';
import { MessagesSection } from './messages-section';
import { OrderFacts } from './order-facts';
import { PaymentsSection } from './payments-section';
import { ReviewsSection } from './reviews-section';

/** Everything about one order, with Reassign, Contact Reviewer and Issue Refund. */
export function AdminOrderDetail({ id }: { id: string }) {
  const detail = useAdminOrder(id);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    if (detail.error.message.startsWith('404:')) {
      return (
        <Alert role="alert" className="grid gap-2">
          <p className="font-semibold">Order Not Found</p>
          <p>There is no order with this address.</p>
          <TextLink href="/admin/orders">Back to all orders</TextLink>
        </Alert>
      );
    }
    return (
      <SectionError what="this order" error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  const data = detail.data;
  return (
    <div className="grid gap-6">
      <section
        aria-label="Order actions"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <OrderActions
          orderId={data.order.id}
          status={data.order.status}
          reviewerName={data.reviewer ? (data.reviewer.name ?? data.reviewer.email) : null}
          refundableCents={data.refundableCents}
          size="default"
        />
      </section>
      <OrderFacts detail={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <EventLog events={data.events} />
        <PaymentsSection detail={data} />
        <MessagesSection detail={data} />
        <DocumentsSection detail={data} />
      </div>
      <ReviewsSection detail={data} />
    </div>
  );
}
