import { AdminPage } from '#client/features/admin/components/admin-page';
import { AuditLog } from '#client/features/admin/components/audit/audit-log';
import { AdminOnly } from './admin-only';

/** /admin/audit: every admin action, newest first. */
export function AdminAuditPage() {
  return (
    <AdminOnly>
      <AdminPage
        title="Audit Log"
        description="Who did what and when: reassignments, messages, refunds, settings, reviewer changes and application decisions."
      >
        <AuditLog />
      </AdminPage>
    </AdminOnly>
  );
}
