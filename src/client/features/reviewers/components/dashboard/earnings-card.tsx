import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatUsd } from '#shared/domain/packages.js';
import type { ReviewerStats } from '#shared/schemas/reviewers.js';
import { formatUtcDay } from '#client/lib/format';
import { SectionSpinner } from '#client/components/ui/section-state';
import { loadOnIntent } from '#client/lib/load-on-intent';

// The report's dialog and table load when its button is pointed at, focused or pressed.
const loadReport = () => import('./earnings-report-dialog');
const EarningsReportDialog = lazy(() =>
  loadReport().then((m) => ({ default: m.EarningsReportDialog })),
);
const preloadReport = loadOnIntent(loadReport);

/**
 * Earnings: payouts of delivered reviews and the next payout date (docs/product.md §3 Money);
 * a spinner while the figures (`stats`) load.
 */
export function EarningsCard({ stats }: { stats: ReviewerStats | undefined }) {
  const [reportOpen, setReportOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Earnings</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {stats ? (
          <EarningsFigures stats={stats} />
        ) : (
          <SectionSpinner label="Loading your earnings" />
        )}
        <p className="text-xs text-slate-500">
          Each delivered review earns its package&apos;s payout. Payouts are made on the 15th for
          everything delivered before that day; Pending is what the next one pays.
        </p>
        <Button
          type="button"
          variant="outline"
          onPointerEnter={preloadReport}
          onFocus={preloadReport}
          onClick={() => setReportOpen(true)}
        >
          View Detailed Report
        </Button>
      </CardContent>
      {reportOpen ? (
        <Suspense fallback={null}>
          <EarningsReportDialog open onClose={() => setReportOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function EarningsFigures({ stats }: { stats: ReviewerStats }) {
  const rows = [
    ['This Week', formatUsd(stats.thisWeekCents)],
    ['This Month', formatUsd(stats.thisMonthCents)],
    ['Pending', formatUsd(stats.pendingCents)],
  ];
  return (
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
  );
}
