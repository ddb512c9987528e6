import type { Financials } from '#shared/schemas/admin.js';
import { Button } from '#client/components/ui/button';
import { DataTable } from '#client/components/ui/data-table';
import { formatUsdExact } from '#shared/domain/packages.js';
import { formatMonth } from '#client/lib/format';
import { ordersCsvUrl } from '../../lib/order-filters';
import { Dialog, DialogFooter } from '#client/components/ui/dialog';

type Month = Financials['thisMonth'];

interface Line {
  label: string;
  value: (month: Month) => number;
  note: string;
}

const lines: Line[] = [
  {
    label: 'Captured payments',
    value: (m) => m.revenueCents,
    note: 'Every card payment that succeeded in the month, orders and add-ons.',
  },
  {
    label: 'Refunds',
    value: (m) => m.refundsCents,
    note: 'Refunds issued in the month, by hand or by the guarantee.',
  },
  { label: 'Net revenue', value: (m) => m.netCents, note: 'Captured payments minus refunds.' },
  {
    label: 'Reviewer payouts owed',
    value: (m) => m.payoutsOwedCents,
    note: 'Package payouts for reviews first delivered in the month.',
  },
  {
    label: 'Net after payouts',
    value: (m) => m.netCents - m.payoutsOwedCents,
    note: 'What the month leaves once reviewers are paid.',
  },
];

/** Change from last month, e.g. '+12.5%'; '—' when last month had nothing to compare with. */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return '—';
  const change = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.round(change * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded.toLocaleString('en-US')}%`;
}

interface FinancialReportsDialogProps {
  financials: Financials;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The month-by-month breakdown behind the Financial Overview. */
export function FinancialReportsDialog({
  financials,
  open,
  onOpenChange,
}: FinancialReportsDialogProps) {
  const { thisMonth, lastMonth } = financials;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Financial Reports"
      description="All figures are computed from the payments, refunds and delivered reviews on record (calendar months, UTC)."
      className="max-w-2xl"
    >
      <DataTable
        caption="Monthly financial breakdown"
        rows={lines}
        rowKey={(line) => line.label}
        columns={[
          {
            header: 'Line',
            rowHeader: true,
            cell: (line) => (
              <>
                {line.label}
                <span className="block text-xs font-normal text-slate-500">{line.note}</span>
              </>
            ),
          },
          {
            header: formatMonth(lastMonth.month),
            numeric: true,
            cell: (line) => formatUsdExact(line.value(lastMonth)),
          },
          {
            header: formatMonth(thisMonth.month),
            numeric: true,
            cell: (line) => formatUsdExact(line.value(thisMonth)),
          },
          {
            header: 'Change',
            numeric: true,
            cell: (line) => changeText(line.value(thisMonth), line.value(lastMonth)),
          },
        ]}
      />
      <DialogFooter>
        <Button asChild variant="outline">
          <a href={ordersCsvUrl()} download>
            Export orders (CSV)
          </a>
        </Button>
        <Button type="button" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
