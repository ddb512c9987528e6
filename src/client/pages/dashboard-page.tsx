import { AdminDashboard } from '#client/features/admin/components/admin-dashboard';
import { useSignedInUser } from '#client/features/auth/api/use-auth';
import { MessageThread } from '#client/features/messages/components/message-thread';
import { ReviewerDashboard } from '#client/features/reviewers/components/dashboard/reviewer-dashboard';
import { ApplicantDashboard } from '#client/features/submissions/components/applicant-dashboard';

/** docs/product.md §7 Screens: the admin, reviewer or applicant dashboard according to role. */
export function DashboardPage() {
  const user = useSignedInUser();
  switch (user.role) {
    case 'admin':
      return <AdminDashboard />;
    case 'reviewer':
      return <ReviewerDashboard firstName={user.firstName} />;
    case 'applicant':
      return (
        <ApplicantDashboard
          firstName={user.firstName}
          renderThread={(submissionId) => <MessageThread submissionId={submissionId} />}
        />
      );
  }
}
