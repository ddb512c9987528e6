import { AdminPage } from '#client/features/admin/components/admin-page';
import { OutboxList } from '#client/features/admin/components/outbox/outbox-list';
import { AdminOnly } from './admin-only';

/** /admin/outbox: every email the app queued, newest first, each readable as sent. */
export function AdminOutboxPage() {
  return (
    <AdminOnly>
      <AdminPage
        title="Email Outbox"
        description="Every email the app sends, newest first: to whom, whether it went out, and its text. Without SMTP, emails are printed to the server log and still listed here."
      >
        <OutboxList />
      </AdminPage>
    </AdminOnly>
  );
}
