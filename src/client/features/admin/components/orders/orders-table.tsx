import { Link } from 'wouter';
import type { AdminOrderRow } from '#shared/schemas/admin.js';
import { buttonVariants } from '#client/components/ui/button';
import { DataTable } from '#client/components/ui/data-table';
import { TextLink } from '#client/components/ui/text-link';
import { formatUsdExact } from '#shared/domain/packages.js';
import { formatDateTime, orderRef, packageName, studentName } from '#client/lib/format';
import { orderLabel } from '#shared/domain/order-number.js';
import { StatusBadge } from '#client/components/badges';
import { applicantOrdersPath, reviewerOrdersPath } from '../../lib/order-filters';
import { TheirOrdersLink } from '../their-orders-link';

interface OrdersTableProps {
  orders: AdminOrderRow[];
  caption: string;
  /** The full list adds the applicant's email, the reviewer and the total. */
  detailed?: boolean;
}

/** The Recent Orders columns (Order ID, Student, Package, Status, Due, Actions). */
export function OrdersTable({ orders, caption, detailed = false }: OrdersTableProps) {
  return (
    <DataTable
      caption={caption}
      rows={orders}
      rowKey={(order) => order.id}
      minWidthClass="min-w-[36rem]"
      columns={[
        {
          header: 'Order ID',
          className: 'font-mono',
          cell: (order) => (
            <TextLink href={`/admin/orders/${order.id}`} aria-label={orderLabel(order.id)}>
              {orderRef(order.id)}
            </TextLink>
          ),
        },
        {
          header: 'Student',
          cell: (order) => (
            <>
              <TheirOrdersLink
                name={studentName(order.applicantName)}
                href={applicantOrdersPath(order.applicantId)}
              />
              {detailed ? (
                <span className="block text-xs break-all text-slate-500">
                  {order.applicantEmail}
                </span>
              ) : null}
            </>
          ),
        },
        { header: 'Package', cell: (order) => packageName(order.packageTier) },
        { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
        detailed && {
          header: 'Reviewer',
          cell: (order) =>
            order.reviewerId ? (
              <TheirOrdersLink
                name={order.reviewerName ?? 'Reviewer'}
                href={reviewerOrdersPath(order.reviewerId)}
              />
            ) : (
              'Unassigned'
            ),
        },
        { header: 'Due', cell: (order) => formatDateTime(order.etaAt) },
        detailed && { header: 'Total', cell: (order) => formatUsdExact(order.totalCents) },
        {
          header: 'Actions',
          cell: (order) => (
            <Link
              href={`/admin/orders/${order.id}`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              aria-label={`View ${orderLabel(order.id)}`}
            >
              View
            </Link>
          ),
        },
      ]}
    />
  );
}
