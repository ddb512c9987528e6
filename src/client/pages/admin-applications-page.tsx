import { useEffect } from 'react';
import { PageContainer, PageHeader } from '../components/ui/page';
import { toast } from '../components/ui/use-toast';
import { useSignedInUser } from '../features/auth/api/use-auth';
import { PendingApplications } from '../features/reviewers/components/admin/pending-applications';

/** SPEC section 6: a signed-in non-admin is told so, and nothing is rendered. */
function AdminOnlyNotice() {
  useEffect(() => {
    toast({
      title: 'Access Denied',
      description: "You don't have admin privileges.",
      variant: 'destructive',
    });
  }, []);
  return null;
}

/** Reviewer applications waiting for an admin's decision (/admin/applications). */
export function AdminApplicationsPage() {
  const user = useSignedInUser();
  if (user.role !== 'admin') return <AdminOnlyNotice />;
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Reviewer Applications"
        description="Check each applicant's bar admission and bio, then approve or reject. Approved applicants become reviewers at once; both decisions are emailed."
      />
      <PendingApplications />
    </PageContainer>
  );
}
