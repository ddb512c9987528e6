import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { orderLabel } from '#shared/domain/order-number.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { StatusBadge } from '#client/components/badges';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatDate, packageLabel } from '#client/lib/format';

/**
 * 'Your other orders' under the dashboard's cards: one compact row per order, each a link to
 * its page. Nothing when the applicant has no other order.
 */
export function OtherOrdersCard({
  orders,
  className,
}: {
  orders: readonly SubmissionListRow[];
  className?: string;
}) {
  const headingId = useId();
  if (orders.length === 0) return null;
  return (
    <Card className={className}>
      <CardHeader className="pb-4">
        <CardTitle id={headingId} className="text-lg">
          Your other orders
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={headingId} className="grid gap-2">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                href={`/orders/${order.id}`}
                className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2.5 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-semibold text-slate-900">
                      {orderLabel(order.id)}
                    </span>
                    <StatusBadge status={order.status} />
                  </span>
                  <span className="text-sm break-words text-slate-600">
                    {packageLabel(order.packageTier)} · {formatDate(order.createdAt, '')}
                  </span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
