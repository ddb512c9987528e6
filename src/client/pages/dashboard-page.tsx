import { AdminDashboard } from '../features/admin/components/admin-dashboard';
import { useSignedInUser } from '../features/auth/api/use-auth';
import { MessageThread } from '../features/messages/components/message-thread';
import { ReviewerDashboard } from '../features/reviewers/components/dashboard/reviewer-dashboard';
import { ApplicantDashboard } from '../features/submissions/components/applicant-dashboard';

/** SPEC section 2: the admin, reviewer or applicant dashboard according to role. */
export function DashboardPage() {
  const user = useSignedInUser();
  switch (user.role) {
    case 'admin':
      return <AdminDashboard />;
    case 'reviewer':
      return <ReviewerDashboard reviewerId={user.id} firstName={user.firstName} />;
    case 'applicant':
      return (
        <ApplicantDashboard
          firstName={user.firstName}
          renderThread={(submissionId) => <MessageThread submissionId={submissionId} />}
        />
      );
  }
}
