import type { Financials } from '../../../../../shared/schemas/admin.js';
import { Button } from '../../../../components/ui/button';
import { formatCents, monthName } from '../../lib/format';
import { ordersCsvUrl } from '../../lib/order-filters';
import { Dialog, DialogFooter } from '../../../../components/ui/dialog';

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
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Monthly financial breakdown</caption>
          <thead className="border-b border-slate-200 text-left text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Line
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {monthName(lastMonth.month)}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {monthName(thisMonth.month)}
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => (
              <tr key={line.label}>
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                  {line.label}
                  <span className="block text-xs font-normal text-slate-500">{line.note}</span>
                </th>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatCents(line.value(lastMonth))}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatCents(line.value(thisMonth))}
                </td>
                <td className="py-2 pl-3 text-right tabular-nums">
                  {changeText(line.value(thisMonth), line.value(lastMonth))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
