import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatUsd } from '#shared/domain/packages.js';
import type { ReviewerStats } from '#shared/schemas/reviewers.js';
import { formatUtcDay } from '#client/lib/format';
import { EarningsReportDialog } from './earnings-report-dialog';

/** Earnings: payouts of delivered reviews and the next payout date (docs/product.md §3 Money). */
export function EarningsCard({ stats }: { stats: ReviewerStats }) {
  const [reportOpen, setReportOpen] = useState(false);
  const rows = [
    ['This Week', formatUsd(stats.thisWeekCents)],
    ['This Month', formatUsd(stats.thisMonthCents)],
    ['Pending', formatUsd(stats.pendingCents)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Earnings</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
          <div className="border-t border-slate-200 pt-2">
            <dt className="text-slate-600">Next Payout</dt>
            <dd className="font-medium text-slate-900">
              Scheduled for {formatUtcDay(stats.nextPayoutDate)}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-slate-500">
          Each delivered review earns its package&apos;s payout. Payouts are made on the 15th for
          everything delivered before that day; Pending is what the next one pays.
        </p>
        <Button type="button" variant="outline" onClick={() => setReportOpen(true)}>
          View Detailed Report
        </Button>
      </CardContent>
      <EarningsReportDialog open={reportOpen} onClose={() => setReportOpen(false)} />
    </Card>
  );
}
