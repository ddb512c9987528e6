import { Card, CardContent } from '#client/components/ui/card';
import { FigurePlaceholder } from '#client/components/ui/figure-placeholder';
import type { AdminStats } from '#shared/schemas/admin.js';
import { formatDollars } from '#client/lib/format';
import { withStatDefaults } from '../../lib/stat-defaults';

/**
 * The four stat cards (docs/product.md §7 Screens). Each figure comes from GET /api/admin/stats;
 * only a field missing from the response falls back to its stat-defaults.ts figure. The lines under
 * the figures say what is counted: there are no trend texts, because the API gives no history to
 * compute them from. While the figures load (`stats` undefined) the same cards hold a
 * placeholder of a figure's height, so nothing below moves when they arrive.
 */
export function StatCards({ stats }: { stats: Partial<AdminStats> | undefined }) {
  const figures = stats && withStatDefaults(stats);
  const cards = [
    {
      label: 'Active Orders',
      value: figures?.activeOrders.toLocaleString('en-US'),
      hint: 'Paid and not yet completed',
    },
    {
      label: 'SLA Compliance',
      value:
        figures &&
        `${figures.slaCompliance.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`,
      hint: 'Delivered on time, last 30 days',
    },
    {
      label: 'Pending Reviews',
      value: figures?.pendingReviews.toLocaleString('en-US'),
      hint: 'Paid, waiting for delivery',
    },
    {
      label: 'Monthly Revenue',
      value: figures && formatDollars(figures.monthlyRevenue),
      hint: 'This month, net of refunds',
    },
  ];
  return (
    // As many columns as fit at 10rem or more: four on a wide screen, two on a phone.
    <section
      aria-label="Key figures"
      className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,10rem),1fr))] gap-4"
    >
      {figures ? null : (
        <span role="status" className="sr-only">
          Loading the figures
        </span>
      )}
      {cards.map((card) => (
        <Card key={card.label}>
          <CardContent className="p-5">
            <dl>
              <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900">
                {card.value ?? <FigurePlaceholder />}
              </dd>
              <dd className="mt-1 text-xs text-slate-500">{card.hint}</dd>
            </dl>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
