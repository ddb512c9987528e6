import { AdminPage } from '#client/features/admin/components/admin-page';
import { PendingApplications } from '#client/features/admin/components/applications/pending-applications';
import { AdminOnly } from './admin-only';

/** /admin/applications: reviewer applications waiting for an admin's decision. */
export function AdminApplicationsPage() {
  return (
    <AdminOnly>
      <AdminPage
        title="Reviewer Applications"
        description="Check each applicant's bar admission and bio, then approve or reject. Approved applicants become reviewers at once; both decisions are emailed."
      >
        <PendingApplications />
      </AdminPage>
    </AdminOnly>
  );
}
