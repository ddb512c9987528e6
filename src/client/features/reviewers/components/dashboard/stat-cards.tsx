import { Card, CardContent } from '#client/components/ui/card';
import { FigurePlaceholder } from '#client/components/ui/figure-placeholder';
import { formatUsd } from '#shared/domain/packages.js';
import type { ReviewerStats } from '#shared/schemas/reviewers.js';

/**
 * The reviewer's four stat cards, from GET /api/reviewer/stats. While the figures load
 * (`stats` undefined) the same cards hold a placeholder of a figure's height, so nothing below
 * moves when they arrive.
 */
export function StatCards({ stats }: { stats: ReviewerStats | undefined }) {
  const cards = [
    { label: 'Active Reviews', value: stats && String(stats.activeReviews) },
    { label: 'Completed', value: stats && String(stats.completed) },
    {
      label: 'Avg Rating',
      value: stats && (stats.avgRating === null ? '—' : stats.avgRating.toFixed(1)),
      hint: stats?.avgRating === null ? 'No ratings yet' : 'From applicant ratings',
    },
    { label: 'This Month', value: stats && formatUsd(stats.thisMonthCents), hint: 'Earnings' },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats ? null : (
        <span role="status" className="sr-only">
          Loading your figures
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
              {card.hint ? <dd className="mt-1 text-xs text-slate-500">{card.hint}</dd> : null}
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
