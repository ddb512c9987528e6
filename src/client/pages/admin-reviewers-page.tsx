import { AdminPage } from '../features/admin/components/admin-page';
import { AdminReviewers } from '../features/admin/components/reviewers/admin-reviewers';
import { TextLink } from '../components/ui/text-link';
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
