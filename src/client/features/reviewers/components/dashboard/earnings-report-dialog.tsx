import { Badge } from '../../../../components/ui/badge';
import { formatUsd } from '../../../../../shared/domain/packages.js';
import { useEarningsReport } from '../../api/use-earnings-report';
import { formatDate, formatPayoutDate, orderLabel, packageLabel } from '../../lib/format';
import { Dialog } from '../../../../components/ui/dialog';
import { SectionError, SectionSpinner } from '../../../../components/ui/section-state';

const paidBadge = (paid: boolean) =>
  paid ? (
    <Badge className="bg-green-100 text-green-800">Paid</Badge>
  ) : (
    <Badge className="bg-yellow-100 text-yellow-800">Scheduled</Badge>
  );

/** 'View Detailed Report': payouts by date, then every delivered order with its payout. */
export function EarningsReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const report = useEarningsReport(open);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Earnings Report"
      description="Payouts are made on the 15th of each month for every review delivered before that day."
      className="max-w-2xl"
    >
      {report.isPending ? (
        <SectionSpinner label="Loading your earnings report" />
      ) : report.isError ? (
        <SectionError
          what="your earnings report"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">
          No delivered reviews yet. Each review you deliver appears here with its payout.
        </p>
      ) : (
        <div className="grid gap-6 text-sm">
          <section aria-labelledby="payouts-heading">
            <h3 id="payouts-heading" className="mb-2 font-semibold">
              Payouts
            </h3>
            <table className="w-full text-left">
              <thead className="text-slate-500">
                <tr>
                  <th className="py-1 font-medium">Date</th>
                  <th className="py-1 font-medium">Reviews</th>
                  <th className="py-1 font-medium">Amount</th>
                  <th className="py-1 font-medium">Status</th>
                </tr>
              </thead>
              <tbody>
                {report.data.payouts.map((payout) => (
                  <tr key={payout.date} className="border-t border-slate-100">
                    <td className="py-1.5">{formatPayoutDate(payout.date)}</td>
                    <td className="py-1.5">{payout.orders}</td>
                    <td className="py-1.5 font-medium">{formatUsd(payout.totalCents)}</td>
                    <td className="py-1.5">{paidBadge(payout.paid)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="deliveries-heading">
            <h3 id="deliveries-heading" className="mb-2 font-semibold">
              Delivered reviews
            </h3>
            <table className="w-full text-left">
              <thead className="text-slate-500">
                <tr>
                  <th className="py-1 font-medium">Order</th>
                  <th className="py-1 font-medium">Package</th>
                  <th className="py-1 font-medium">Delivered</th>
                  <th className="py-1 font-medium">Payout</th>
                  <th className="py-1 font-medium">Paid on</th>
                </tr>
              </thead>
              <tbody>
                {report.data.deliveries.map((row) => (
                  <tr key={row.submissionId} className="border-t border-slate-100">
                    <td className="py-1.5">{orderLabel(row.submissionId)}</td>
                    <td className="py-1.5">{packageLabel(row.packageTier)}</td>
                    <td className="py-1.5">{formatDate(row.deliveredAt)}</td>
                    <td className="py-1.5 font-medium">{formatUsd(row.payoutCents)}</td>
                    <td className="py-1.5">
                      {formatPayoutDate(row.payoutDate)}
                      {row.paid ? '' : ' (scheduled)'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </Dialog>
  );
}
