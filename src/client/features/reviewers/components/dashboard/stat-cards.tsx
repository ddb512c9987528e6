import { Card, CardContent } from '#client/components/ui/card';
import { formatUsd } from '#shared/domain/packages.js';
import type { ReviewerStats } from '#shared/schemas/reviewers.js';

/** The reviewer's four stat cards, from GET /api/reviewer/stats. */
export function StatCards({ stats }: { stats: ReviewerStats }) {
  const cards = [
    { label: 'Active Reviews', value: String(stats.activeReviews) },
    { label: 'Completed', value: String(stats.completed) },
    {
      label: 'Avg Rating',
      value: stats.avgRating === null ? '—' : stats.avgRating.toFixed(1),
      hint: stats.avgRating === null ? 'No ratings yet' : 'From applicant ratings',
    },
    { label: 'This Month', value: formatUsd(stats.thisMonthCents), hint: 'Earnings' },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label}>
          <CardContent className="p-5">
            <dl>
              <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900">{card.value}</dd>
              {card.hint ? <dd className="mt-1 text-xs text-slate-500">{card.hint}</dd> : null}
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
