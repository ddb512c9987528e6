import { useState } from 'react';
import type { OutboxEmail } from '#shared/schemas/admin.js';
import { Button } from '#client/components/ui/button';
import { DataTable } from '#client/components/ui/data-table';
import { LoadMore } from '#client/components/ui/load-more';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { formatDateTime } from '#client/lib/format';
import { useOutbox } from '../../api/use-outbox';
import { OutboxEmailDialog } from './outbox-email-dialog';
import { OutboxStatusBadge } from './outbox-status';

/** Every email the app queued, newest first; 'Read' opens one with its text as sent. */
export function OutboxList() {
  const outbox = useOutbox();
  const [reading, setReading] = useState<OutboxEmail | null>(null);
  if (outbox.isPending) return <SectionSpinner label="Loading the outbox" />;
  if (!outbox.data) {
    return (
      <SectionError what="the outbox" error={outbox.error} onRetry={() => void outbox.refetch()} />
    );
  }
  const emails = outbox.data.pages.flatMap((page) => page.items);
  if (emails.length === 0) {
    return (
      <EmptyState
        title="No emails yet"
        hint="Receipts, assignments, feedback notices and every other email show here once queued."
      />
    );
  }
  return (
    <div className="grid gap-4">
      <DataTable
        caption="Emails, newest first"
        rows={emails}
        rowKey={(email) => email.id}
        minWidthClass="min-w-[40rem]"
        columns={[
          {
            header: 'Queued',
            className: 'whitespace-nowrap',
            cell: (email) => (
              <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
            ),
          },
          { header: 'To', className: 'break-all', cell: (email) => email.to },
          { header: 'Subject', cell: (email) => email.subject },
          {
            header: 'Status',
            cell: (email) => (
              <span className="grid justify-items-start gap-1">
                <OutboxStatusBadge status={email.status} />
                {email.status === 'failed' && email.lastError ? (
                  <span className="line-clamp-2 text-xs text-red-700">{email.lastError}</span>
                ) : null}
              </span>
            ),
          },
          { header: 'Attempts', numeric: true, cell: (email) => email.attempts },
          {
            header: 'Actions',
            cell: (email) => (
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Read "${email.subject}" to ${email.to}`}
                onClick={() => setReading(email)}
              >
                Read
              </Button>
            ),
          },
        ]}
      />
      <LoadMore list={outbox} />
      {reading ? <OutboxEmailDialog email={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}
