import { lazy } from 'react';
import { useSignedInUser } from '#client/features/auth/api/use-auth';

/*
 * Each role's dashboard loads on its own, so an applicant does not download the admin's and the
 * reviewer's screens (and their forms) with theirs (docs/decisions/010-page-budgets.md).
 */
const AdminDashboard = lazy(() =>
  import('#client/features/admin/components/admin-dashboard').then((m) => ({
    default: m.AdminDashboard,
  })),
);
const ReviewerDashboard = lazy(() =>
  import('#client/features/reviewers/components/dashboard/reviewer-dashboard').then((m) => ({
    default: m.ReviewerDashboard,
  })),
);
const ApplicantDashboard = lazy(() =>
  import('./applicant-dashboard-page').then((m) => ({ default: m.ApplicantDashboardPage })),
);

/** docs/product.md §7 Screens: the admin, reviewer or applicant dashboard according to role. */
export function DashboardPage() {
  const user = useSignedInUser();
  switch (user.role) {
    case 'admin':
      return <AdminDashboard />;
    case 'reviewer':
      return <ReviewerDashboard firstName={user.firstName} />;
    case 'applicant':
      return <ApplicantDashboard firstName={user.firstName} />;
  }
}
