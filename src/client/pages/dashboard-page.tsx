import { AdminDashboard } from '../features/admin/components/admin-dashboard';
import { useSignedInUser } from '../features/auth/api/use-auth';
import { ReviewerDashboard } from '../features/reviews/components/reviewer-dashboard';
import { ApplicantDashboard } from '../features/submissions/components/applicant-dashboard';

/** SPEC section 2: the admin, reviewer or applicant dashboard according to role. */
export function DashboardPage() {
  const user = useSignedInUser();
  switch (user.role) {
    case 'admin':
      return <AdminDashboard />;
    case 'reviewer':
      return <ReviewerDashboard />;
    case 'applicant':
      return <ApplicantDashboard firstName={user.firstName} />;
  }
}
