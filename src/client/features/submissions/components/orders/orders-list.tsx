import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd } from '#shared/domain/packages.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { LoadMore } from '#client/components/ui/load-more';
import { PageSpinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { useSubmissionPages } from '../../api/use-submission-pages';
import { formatDate, packageLabel, schoolLabel } from '#client/lib/format';
import { orderLabel } from '#shared/domain/order-number.js';
import { StatusBadge } from '#client/components/badges';

function OrderRow({ order }: { order: SubmissionListRow }) {
  return (
    <li>
      <Link
        href={`/orders/${order.id}`}
        className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-slate-400 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{orderLabel(order.id)}</span>
            <StatusBadge status={order.status} />
          </div>
          <p className="text-sm text-slate-800">
            {packageLabel(order.packageTier)} · {schoolLabel(order.targetSchool)}
          </p>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
            <div className="flex gap-1">
              <dt>Created</dt>
              <dd className="font-medium text-slate-800">{formatDate(order.createdAt, '')}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Submitted</dt>
              <dd className="font-medium text-slate-800">
                {formatDate(order.submittedAt, 'Draft')}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Total</dt>
              <dd className="font-medium text-slate-800">{formatUsd(order.totalCents)}</dd>
            </div>
          </dl>
        </div>
        <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** Every order of the applicant, newest first, with 'Load more' for the next page. */
export function OrdersList() {
  const pages = useSubmissionPages();

  if (pages.isPending) return <PageSpinner />;
  if (!pages.data) {
    return (
      <Alert variant="destructive" role="alert" className="flex flex-wrap items-center gap-3">
        <span className="flex-1">Your orders could not be loaded: {errorMessage(pages.error)}</span>
        <Button type="button" variant="outline" size="sm" onClick={() => void pages.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const orders = pages.data.pages.flatMap((page) => page.items);
  if (orders.length === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <p className="text-slate-700">You have not ordered a review yet.</p>
          <Link href="/submit" className={buttonVariants()}>
            Start Your First Review
          </Link>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-4">
      <ul aria-label="Your orders" className="grid gap-3">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <LoadMore list={pages} />
    </div>
  );
}
