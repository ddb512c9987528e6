import { LoadMore } from '#client/components/ui/load-more';
import { TextLink } from '#client/components/ui/text-link';
import { useAuditLog } from '../../api/use-audit-log';
import { auditActionLabel, auditDetailLines } from '../../lib/audit-labels';
import { formatDateTime } from '#client/lib/format';
import { orderLabel } from '#shared/domain/order-number.js';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';

function Target({ type, id }: { type: string; id: string | null }) {
  if (!id) return <span className="text-slate-600">{type}</span>;
  if (type === 'submission') {
    return <TextLink href={`/admin/orders/${id}`}>{orderLabel(id)}</TextLink>;
  }
  return (
    <span className="text-slate-600">
      {type.replaceAll('_', ' ')} <span className="font-mono text-xs">{id.slice(-8)}</span>
    </span>
  );
}

/** Every admin action, newest first; 'Load more' follows the cursor. */
export function AuditLog() {
  const log = useAuditLog();
  if (log.isPending) return <SectionSpinner label="Loading the audit log" />;
  if (log.isError) {
    return (
      <SectionError what="the audit log" error={log.error} onRetry={() => void log.refetch()} />
    );
  }
  const entries = log.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return (
      <EmptyState
        title="No admin actions yet"
        hint="Reassignments, refunds, settings and reviewer changes are recorded here."
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ol className="grid gap-3" aria-label="Audit log, newest first">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium text-slate-900">
                {auditActionLabel(entry.action)} ·{' '}
                <Target type={entry.targetType} id={entry.targetId} />
              </p>
              <time dateTime={entry.createdAt} className="text-xs text-slate-500">
                {formatDateTime(entry.createdAt)}
              </time>
            </div>
            <p className="text-slate-600">By {entry.actorName ?? 'System'}</p>
            {Object.keys(entry.details).length > 0 ? (
              <ul className="grid gap-0.5 font-mono text-xs break-all text-slate-600">
                {auditDetailLines(entry.details).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <LoadMore list={log} />
    </div>
  );
}
