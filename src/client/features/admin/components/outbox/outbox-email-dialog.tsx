import type { ReactNode } from 'react';
import type { OutboxEmail } from '#shared/schemas/admin.js';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { countOf, formatDateTime } from '#client/lib/format';
import { OutboxStatusBadge, transportLabel } from './outbox-status';

interface OutboxEmailDialogProps {
  email: OutboxEmail;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-2">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** One email as sent: who to, its subject, how it stands, then its plain text. */
export function OutboxEmailDialog({ email, onClose }: OutboxEmailDialogProps) {
  const how = transportLabel(email.transport);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={email.subject}
      className="max-w-2xl"
      footer={
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <dl className="grid min-w-0 gap-2 text-sm">
        <Fact label="To">{email.to}</Fact>
        <Fact label="Status">
          <span className="flex flex-wrap items-center gap-2">
            <OutboxStatusBadge status={email.status} />
            {countOf(email.attempts, 'attempt')}
          </span>
        </Fact>
        <Fact label="Queued">{formatDateTime(email.createdAt)}</Fact>
        {email.sentAt ? (
          <Fact label="Sent">
            {formatDateTime(email.sentAt)}
            {how ? `, ${how}` : ''}
          </Fact>
        ) : null}
        {email.nextAttemptAt ? (
          <Fact label="Next try">{formatDateTime(email.nextAttemptAt)}</Fact>
        ) : null}
        {email.lastError ? <Fact label="Last error">{email.lastError}</Fact> : null}
      </dl>
      <section aria-label="Email text" className="grid min-w-0 gap-1">
        <h3 className="text-sm font-semibold text-slate-900">Text as sent</h3>
        <pre className="max-h-[50vh] overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
          {email.textBody}
        </pre>
        <p className="text-xs text-slate-500">
          One-time links (password resets) are never shown: they read [sent] once delivered and
          [one-time link hidden] before.
        </p>
      </section>
    </Dialog>
  );
}
