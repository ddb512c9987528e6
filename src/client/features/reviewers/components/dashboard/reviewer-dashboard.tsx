import { PageContainer, PageHeader } from '#client/components/ui/page';
import { useReviewerStats } from '../../api/use-reviewer-stats';
import { AvailabilityCard } from './availability-card';
import { AvailableAssignments } from './available-assignments';
import { CurrentReviews } from './current-reviews';
import { EarningsCard } from './earnings-card';
import { ResourcesCard } from './resources-card';
import { SectionError } from '#client/components/ui/section-state';
import { StatCards } from './stat-cards';

interface ReviewerDashboardProps {
  firstName: string | null;
}

/**
 * The reviewer dashboard (docs/product.md §7 Screens), with real figures. The page renders at
 * once and each card shows its own loading and error states, so none waits for another's
 * answer (docs/decisions/010-page-budgets.md).
 */
export function ReviewerDashboard({ firstName }: ReviewerDashboardProps) {
  const stats = useReviewerStats();

  return (
    <PageContainer>
      <PageHeader
        title="Reviewer Dashboard"
        description={
          firstName
            ? `Welcome back, ${firstName}. Take an order from the queue or continue a review.`
            : 'Take an order from the queue or continue a review.'
        }
      />
      {stats.isError ? (
        <SectionError
          what="your figures"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <StatCards stats={stats.data} />
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <AvailableAssignments />
          <CurrentReviews />
        </div>
        <div className="grid content-start gap-6">
          <AvailabilityCard />
          {stats.isError ? null : <EarningsCard stats={stats.data} />}
          <ResourcesCard />
        </div>
      </div>
    </PageContainer>
  );
}
