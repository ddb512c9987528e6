import { Badge } from '#client/components/ui/badge';
import { DataTable } from '#client/components/ui/data-table';
import { LoadMore } from '#client/components/ui/load-more';
import { formatUsd } from '#shared/domain/packages.js';
import { useEarningsReport } from '../../api/use-earnings-report';
import { formatUtcDate, packageLabel } from '#client/lib/format';
import { orderLabel } from '#shared/domain/order-number.js';
import { Dialog } from '#client/components/ui/dialog';
import { SectionError, SectionSpinner } from '#client/components/ui/section-state';

const paidBadge = (paid: boolean) =>
  paid ? (
    <Badge className="bg-green-100 text-green-800">Paid</Badge>
  ) : (
    <Badge className="bg-yellow-100 text-yellow-800">Scheduled</Badge>
  );

/** 'View Detailed Report': payouts by date, then delivered orders with their payouts, paged. */
export function EarningsReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const report = useEarningsReport(open);
  const deliveries = report.data?.pages.flatMap((page) => page.items) ?? [];
  // Every page carries all payouts; the first page's are as fresh as any.
  const payouts = report.data?.pages[0]?.payouts ?? [];
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
      ) : !report.data ? (
        <SectionError
          what="your earnings report"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">
          No delivered reviews yet. Each review you deliver appears here with its payout.
        </p>
      ) : (
        <div className="grid gap-6 text-sm">
          <section aria-labelledby="payouts-heading">
            <h3 id="payouts-heading" className="mb-2 font-semibold">
              Payouts
            </h3>
            <DataTable
              caption="Payouts"
              rows={payouts}
              rowKey={(payout) => payout.date}
              columns={[
                { header: 'Date', cell: (payout) => formatUtcDate(payout.date) },
                { header: 'Reviews', cell: (payout) => payout.orders },
                {
                  header: 'Amount',
                  cell: (payout) => formatUsd(payout.totalCents),
                  className: 'font-medium',
                },
                { header: 'Status', cell: (payout) => paidBadge(payout.paid) },
              ]}
            />
          </section>
          <section aria-labelledby="deliveries-heading">
            <h3 id="deliveries-heading" className="mb-2 font-semibold">
              Delivered reviews
            </h3>
            <DataTable
              caption="Delivered reviews"
              rows={deliveries}
              rowKey={(row) => row.submissionId}
              columns={[
                { header: 'Order', cell: (row) => orderLabel(row.submissionId) },
                { header: 'Package', cell: (row) => packageLabel(row.packageTier) },
                // UTC, as the payout cut-off is: a delivery late on the 14th in California is
                // the 15th's, and paid a month later.
                { header: 'Delivered (UTC)', cell: (row) => formatUtcDate(row.deliveredAt) },
                {
                  header: 'Payout',
                  cell: (row) => formatUsd(row.payoutCents),
                  className: 'font-medium',
                },
                {
                  header: 'Paid on',
                  cell: (row) =>
                    `${formatUtcDate(row.payoutDate)}${row.paid ? '' : ' (scheduled)'}`,
                },
              ]}
            />
            <div className="mt-3 grid">
              <LoadMore list={report} />
            </div>
          </section>
        </div>
      )}
    </Dialog>
  );
}
