import { statusLabel } from '#shared/domain/order-status.js';
import type { AdminOrderDetail } from '#shared/schemas/admin.js';
import { formatDateTime } from '#client/lib/format';
import { DetailCard } from './detail-card';

/** Every status change of the order (and each change to it before payment): when, who, from -> to, and why. */
export function EventLog({ events }: { events: AdminOrderDetail['events'] }) {
  return (
    <DetailCard title="Event Log">
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">No status changes yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Order events, oldest first">
          {events.map((event) => (
            <li key={event.id} className="grid gap-0.5 border-l-2 border-slate-200 pl-3 text-sm">
              <p className="font-medium text-slate-900">
                {event.fromStatus ? `${statusLabel(event.fromStatus)} → ` : ''}
                {statusLabel(event.toStatus)}
              </p>
              <p className="text-slate-600">
                {formatDateTime(event.createdAt)} · {event.actorName ?? 'System'}
              </p>
              {event.note ? (
                <p className="text-slate-700 [overflow-wrap:anywhere]">{event.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </DetailCard>
  );
}
