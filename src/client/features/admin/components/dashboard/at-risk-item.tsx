import { Badge } from '#client/components/ui/badge';
import { riskLabel } from '#shared/domain/at-risk.js';
import type { AtRiskOrder } from '#shared/schemas/admin.js';
import { TextLink } from '#client/components/ui/text-link';
import { formatDateTime, packageName, studentName } from '#client/lib/format';
import { orderLabel } from '#shared/domain/order-number.js';
import { OrderActions } from '../actions/order-actions';

/** docs/product.md §4 Deadlines: 'Overdue' once etaAt has passed, otherwise 'Due Soon'. */
export function riskText(order: Pick<AtRiskOrder, 'etaAt' | 'overdue'>, now = new Date()) {
  return riskLabel(order.etaAt ? new Date(order.etaAt) : null, now, order.overdue);
}

/** One order at risk of missing its deadline, with the actions that can save it. */
export function AtRiskItem({ order }: { order: AtRiskOrder }) {
  const risk = riskText(order);
  return (
    <li className="grid gap-3 rounded-lg border border-red-200 bg-red-50/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className="font-semibold text-slate-900">
            <TextLink href={`/admin/orders/${order.id}`}>{orderLabel(order.id)}</TextLink>
          </p>
          <p className="text-sm text-slate-700">
            {studentName(order.applicantName)} · {packageName(order.packageTier)}
          </p>
        </div>
        <Badge
          className={
            risk === 'Overdue' ? 'bg-red-100 text-red-800' : 'bg-yellow-100 text-yellow-800'
          }
        >
          {risk}
        </Badge>
      </div>
      <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="sr-only">Due</dt>
          <dd>Due: {formatDateTime(order.etaAt)}</dd>
        </div>
        <div>
          <dt className="sr-only">Reviewer</dt>
          <dd>Assigned to: {order.reviewerName ?? 'Unassigned'}</dd>
        </div>
      </dl>
      <OrderActions orderId={order.id} status={order.status} reviewerName={order.reviewerName} />
    </li>
  );
}
