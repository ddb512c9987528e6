import type { AdminOrderDetail } from '#shared/schemas/admin.js';
import { statusLabel } from '#shared/domain/order-status.js';
import { addOnName, formatDateTime } from '#client/lib/format';
import { formatUsdExact } from '#shared/domain/packages.js';
import { DetailCard } from './detail-card';

/** Each payment with its refunds, and what can still be refunded. */
export function PaymentsSection({ detail }: { detail: AdminOrderDetail }) {
  const { payments, refundableCents } = detail;
  return (
    <DetailCard title="Payments and Refunds">
      {payments.length === 0 ? (
        <p className="text-sm text-slate-600">No payment yet: the order was never paid.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Payments">
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {payment.purpose === 'order'
                    ? 'Order payment'
                    : `Add-ons: ${payment.addOns.map(addOnName).join(', ')}`}{' '}
                  · {formatUsdExact(payment.amountCents)}
                </p>
                <span className="text-slate-600">
                  {statusLabel(payment.status)} (
                  {payment.provider === 'test' ? 'test mode' : 'Stripe'})
                </span>
              </div>
              <p className="text-slate-600">
                {payment.succeededAt
                  ? `Paid ${formatDateTime(payment.succeededAt)}`
                  : `Started ${formatDateTime(payment.createdAt)}`}
                {payment.refundedCents > 0
                  ? ` · ${formatUsdExact(payment.refundedCents)} refunded`
                  : ''}
              </p>
              {payment.refunds.length > 0 ? (
                <ul className="grid gap-1 border-t border-slate-100 pt-2" aria-label="Refunds">
                  {payment.refunds.map((refund) => (
                    <li key={refund.id} className="text-slate-700">
                      {/* A failed refund is recorded as minus what came back (docs/product.md §3). */}
                      {refund.amountCents < 0
                        ? `Refund of ${formatUsdExact(-refund.amountCents)} failed, reported on ${formatDateTime(refund.createdAt)} by ${refund.by}: ${refund.reason}`
                        : `Refund of ${formatUsdExact(refund.amountCents)} on ${formatDateTime(refund.createdAt)} by ${refund.by}: ${refund.reason}`}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-slate-700">
        Still refundable: <span className="font-semibold">{formatUsdExact(refundableCents)}</span>
      </p>
    </DetailCard>
  );
}
