import { AdminPage } from '#client/features/admin/components/admin-page';
import { AdminReviewers } from '#client/features/admin/components/reviewers/admin-reviewers';
import { TextLink } from '#client/components/ui/text-link';
import { AdminOnly } from './admin-only';

/** /admin/reviewers: Manage Reviewers. */
export function AdminReviewersPage() {
  return (
    <AdminOnly>
      <AdminPage
        title="Reviewers"
        description={
          <>
            Capacity, load and record of every approved reviewer. New attorneys join through{' '}
            <TextLink href="/admin/applications">reviewer applications</TextLink>.
          </>
        }
      >
        <AdminReviewers />
      </AdminPage>
    </AdminOnly>
  );
}
