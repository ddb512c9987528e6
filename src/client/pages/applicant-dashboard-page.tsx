import { MessageThread } from '#client/features/messages/components/message-thread';
import { ApplicantDashboard } from '#client/features/submissions/components/applicant-dashboard';

/** The applicant's dashboard with the order's message thread (features do not import each other). */
export function ApplicantDashboardPage({ firstName }: { firstName: string | null }) {
  return (
    <ApplicantDashboard
      firstName={firstName}
      renderThread={(submissionId) => <MessageThread submissionId={submissionId} />}
    />
  );
}
