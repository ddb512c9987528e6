import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import type { Financials } from '#shared/schemas/admin.js';
import { useFinancials } from '../../api/use-financials';
import { formatUsdExact } from '#shared/domain/packages.js';
import { formatMonth } from '#client/lib/format';
import { loadOnIntent } from '#client/lib/load-on-intent';
import { SectionError, SectionSpinner } from '#client/components/ui/section-state';

// The report's dialog (Radix) and table load when the button is pointed at, focused or pressed.
const loadReports = () => import('./financial-reports-dialog');
const FinancialReportsDialog = lazy(() =>
  loadReports().then((m) => ({ default: m.FinancialReportsDialog })),
);
const preloadReports = loadOnIntent(loadReports);

type Month = Financials['thisMonth'];

function MonthFigures({ title, month }: { title: string; month: Month }) {
  const rows = [
    // Net is revenue less refunds, so it sits under them; payouts owed are not taken off it.
    { label: 'Revenue', value: formatUsdExact(month.revenueCents) },
    { label: 'Refunds', value: formatUsdExact(month.refundsCents) },
    { label: 'Net Revenue', value: formatUsdExact(month.netCents) },
    { label: 'Payouts Owed', value: formatUsdExact(month.payoutsOwedCents) },
  ];
  return (
    <section aria-label={`${title} (${formatMonth(month.month)})`} className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-500">({formatMonth(month.month)})</span>
      </h3>
      <dl className="grid gap-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** 'Financial Overview': this month and last month from payments, refunds and payouts. */
export function FinancialOverviewCard() {
  const financials = useFinancials();
  const [reportOpen, setReportOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Financial Overview</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {financials.isPending ? (
          <SectionSpinner label="Loading the financial overview" />
        ) : financials.isError ? (
          <SectionError
            what="the financial overview"
            error={financials.error}
            onRetry={() => void financials.refetch()}
          />
        ) : (
          <>
            <MonthFigures title="This Month" month={financials.data.thisMonth} />
            <MonthFigures title="Last Month" month={financials.data.lastMonth} />
            <Button
              type="button"
              variant="outline"
              onPointerEnter={preloadReports}
              onFocus={preloadReports}
              onClick={() => setReportOpen(true)}
            >
              Financial Reports
            </Button>
            {reportOpen ? (
              <Suspense fallback={null}>
                <FinancialReportsDialog
                  financials={financials.data}
                  open
                  onOpenChange={setReportOpen}
                />
              </Suspense>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
