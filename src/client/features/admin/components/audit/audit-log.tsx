import { LoadMore } from '#client/components/ui/load-more';
import { TextLink } from '#client/components/ui/text-link';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { formatDateTime } from '#client/lib/format';
import { useAuditLog } from '../../api/use-audit-log';
import { auditSentence, type NamedAuditEntry, type SentencePart } from '../../lib/audit-sentence';

function Part({ part }: { part: SentencePart }) {
  if (typeof part === 'string') return part;
  return part.href ? (
    <TextLink href={part.href}>{part.text}</TextLink>
  ) : (
    <span className="font-medium text-slate-900">{part.text}</span>
  );
}

/** One action as a sentence: who did what to which order or person, and when. */
function AuditLine({ entry }: { entry: NamedAuditEntry }) {
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <p className="text-slate-700 [overflow-wrap:anywhere]">
        {auditSentence(entry).map((part, index) => (
          <Part key={index} part={part} />
        ))}
      </p>
      <time dateTime={entry.createdAt} className="text-xs text-slate-500">
        {formatDateTime(entry.createdAt)}
      </time>
    </li>
  );
}

/** Every admin action (and each reviewer release), newest first; 'Load more' follows the cursor. */
export function AuditLog() {
  const log = useAuditLog();
  if (log.isPending) return <SectionSpinner label="Loading the audit log" />;
  if (!log.data) {
    return (
      <SectionError what="the audit log" error={log.error} onRetry={() => void log.refetch()} />
    );
  }
  // Each page names its entries' people once; a line reads them from its own page.
  const entries = log.data.pages.flatMap((page) =>
    page.items.map((item): NamedAuditEntry => ({ ...item, people: page.people })),
  );
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
          <AuditLine key={entry.id} entry={entry} />
        ))}
      </ol>
      <LoadMore list={log} />
    </div>
  );
}
