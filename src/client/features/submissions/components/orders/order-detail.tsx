import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isAssigned } from '#shared/domain/order-lifecycle.js';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { isNotFoundError, useSubmission } from '../../api/use-submission';
import { formatDate } from '#client/lib/format';
import { orderLabel } from '#shared/domain/order-number.js';
import { CompletePaymentBanner } from '../dashboard/order-guidance';
import { StatusBadge } from '#client/components/badges';
import { ReviewProgress } from '../order-status';
import { IntakeAnswersSection, OrderFacts, StatementFacts } from './order-sections';
import { ReceiptsCard, RefundedAlert } from './receipts-card';

function BackLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <Link href="/orders" className={buttonVariants({ variant: 'outline' })}>
        All orders
      </Link>
      <Link href="/dashboard" className={buttonVariants({ variant: 'ghost' })}>
        Back to Dashboard
      </Link>
    </div>
  );
}

interface OrderDetailProps {
  id: string;
  /** The order's message thread, composed by the page (features do not import each other). */
  renderThread?: (submissionId: string) => ReactNode;
}

/**
 * One of the applicant's orders: everything the order holds, payment if due, and the message
 * thread with its reviewer once a reviewer has it (as on the dashboard).
 */
export function OrderDetail({ id, renderThread }: OrderDetailProps) {
  const query = useSubmission(id);

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const notFound = isNotFoundError(query.error);
    return (
      <Card>
        <CardContent className="grid gap-4 p-6 sm:p-8">
          <h1 className="font-serif text-2xl font-semibold text-slate-900">
            {notFound ? 'Order Not Found' : 'Error Loading Order'}
          </h1>
          <p className="text-slate-700">
            {notFound
              ? 'This order does not exist, or it belongs to another account.'
              : errorMessage(query.error)}
          </p>
          {notFound ? null : (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => void query.refetch()}
            >
              Try again
            </Button>
          )}
          <BackLinks />
        </CardContent>
      </Card>
    );
  }

  const order = query.data;
  const thread = isAssigned(order.status) ? renderThread?.(order.id) : null;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {orderLabel(order.id)}
        </h1>
        <StatusBadge status={order.status} />
        <span className="text-sm text-slate-600">Created {formatDate(order.createdAt, '')}</span>
      </div>
      {order.status === 'draft' ? <CompletePaymentBanner submission={order} /> : null}
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-lg">Progress</CardTitle>
        </CardHeader>
        <CardContent>
          <ReviewProgress status={order.status} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <OrderFacts order={order} />
        <StatementFacts order={order} />
      </div>
      {thread ? (
        <Card>
          <CardHeader className="pb-4">
            <CardTitle className="text-lg">Messages</CardTitle>
          </CardHeader>
          <CardContent>{thread}</CardContent>
        </Card>
      ) : null}
      {order.status === 'draft' ? null : <ReceiptsCard orderId={order.id} />}
      <IntakeAnswersSection answers={order.intakeAnswers} />
      {order.status === 'refunded' ? <RefundedAlert orderId={order.id} /> : null}
      <BackLinks />
    </div>
  );
}
