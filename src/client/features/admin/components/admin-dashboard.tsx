import { useAdminStats } from '../api/use-admin-stats';
import { AdminPage } from './admin-page';
import { AtRiskCard } from './dashboard/at-risk-card';
import { FinancialOverviewCard } from './dashboard/financial-overview-card';
import { QuickSettingsCard } from './dashboard/quick-settings-card';
import { RecentOrdersCard } from './dashboard/recent-orders-card';
import { ReviewerManagementCard } from './dashboard/reviewer-management-card';
import { StatCards } from './dashboard/stat-cards';
import { SectionError } from '#client/components/ui/section-state';

/**
 * The admin dashboard (docs/product.md §7 Screens), every figure from data: the stat cards, the
 * orders at risk, recent orders, reviewer management, Quick Settings and the financial overview.
 * The page renders at once and each card loads and fails on its own, so no card waits for
 * another's answer (docs/decisions/010-page-budgets.md).
 */
export function AdminDashboard() {
  const stats = useAdminStats();

  return (
    <AdminPage
      title="Admin Dashboard"
      description="Orders, deadlines, reviewers and revenue at a glance."
    >
      <div className="grid gap-6">
        {stats.isError ? (
          <SectionError
            what="the figures"
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <StatCards stats={stats.data} />
        )}
        <AtRiskCard />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6 lg:col-span-2">
            <RecentOrdersCard />
            <FinancialOverviewCard />
          </div>
          <div className="grid content-start gap-6">
            <ReviewerManagementCard />
            <QuickSettingsCard />
          </div>
        </div>
      </div>
    </AdminPage>
  );
}
