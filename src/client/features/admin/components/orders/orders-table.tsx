import { Link } from 'wouter';
import type { AdminOrderRow } from '../../../../../shared/schemas/admin.js';
import { buttonVariants } from '../../../../components/ui/button';
import { TextLink } from '../../../../components/ui/text-link';
import {
  formatCents,
  formatDate,
  orderLabel,
  orderRef,
  packageName,
  studentName,
} from '../../lib/format';
import { StatusBadge } from '../status-badge';

interface OrdersTableProps {
  orders: AdminOrderRow[];
  caption: string;
  /** The full list adds the applicant's email, the reviewer and the total. */
  detailed?: boolean;
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-top text-sm text-slate-800';

/** SPEC's Recent Orders columns (Order ID, Student, Package, Status, Due, Actions). */
export function OrdersTable({ orders, caption, detailed = false }: OrdersTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              Order ID
            </th>
            <th scope="col" className={th}>
              Student
            </th>
            <th scope="col" className={th}>
              Package
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            {detailed ? (
              <th scope="col" className={th}>
                Reviewer
              </th>
            ) : null}
            <th scope="col" className={th}>
              Due
            </th>
            {detailed ? (
              <th scope="col" className={th}>
                Total
              </th>
            ) : null}
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id}>
              <td className={`${td} font-mono`}>
                <TextLink href={`/admin/orders/${order.id}`} aria-label={orderLabel(order.id)}>
                  {orderRef(order.id)}
                </TextLink>
              </td>
              <td className={td}>
                {studentName(order.applicantName)}
                {detailed ? (
                  <span className="block text-xs break-all text-slate-500">
                    {order.applicantEmail}
                  </span>
                ) : null}
              </td>
              <td className={td}>{packageName(order.packageTier)}</td>
              <td className={td}>
                <StatusBadge status={order.status} />
              </td>
              {detailed ? <td className={td}>{order.reviewerName ?? 'Unassigned'}</td> : null}
              <td className={td}>{formatDate(order.etaAt)}</td>
              {detailed ? <td className={td}>{formatCents(order.totalCents)}</td> : null}
              <td className={td}>
                <Link
                  href={`/admin/orders/${order.id}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={`View ${orderLabel(order.id)}`}
                >
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
