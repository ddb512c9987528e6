import { AdminPage } from '#client/features/admin/components/admin-page';
import { AtRiskList } from '#client/features/admin/components/dashboard/at-risk-list';
import { AdminOnly } from './admin-only';

/** /admin/at-risk: every order at risk of missing its deadline, with its actions. */
export function AdminAtRiskPage() {
  return (
    <AdminOnly>
      <AdminPage
        title="Orders At Risk"
        description="Paid orders not yet delivered that have used up the SLA alert share of their time, or are past their deadline."
      >
        <AtRiskList />
      </AdminPage>
    </AdminOnly>
  );
}
