import type { OutboxEmail } from '#shared/schemas/admin.js';
import { Badge } from '#client/components/ui/badge';

const statusStyle: Record<OutboxEmail['status'], { label: string; className: string }> = {
  sent: { label: 'Sent', className: 'bg-green-100 text-green-800' },
  queued: { label: 'Queued', className: 'bg-slate-100 text-slate-700' },
  failed: { label: 'Failed, will retry', className: 'bg-red-100 text-red-800' },
};

/** Sent, Queued, or Failed (every failed email is tried again later, until delivered). */
export function OutboxStatusBadge({ status }: { status: OutboxEmail['status'] }) {
  const { label, className } = statusStyle[status];
  return <Badge className={className}>{label}</Badge>;
}

/** How a sent email left: by SMTP, or printed to the server log when SMTP is not set up. */
export function transportLabel(transport: string | null): string | null {
  if (transport === 'smtp') return 'by SMTP';
  if (transport === 'log') return 'printed to the server log (no SMTP)';
  return null;
}
