import type { AdminOrderDetail } from '#shared/schemas/admin.js';
import { formatDateTime } from '#client/lib/format';
import { ContactReviewerForm } from '../actions/contact-reviewer-form';
import { DetailCard } from './detail-card';

const roleNames = { applicant: 'Applicant', reviewer: 'Reviewer', admin: 'Admin' } as const;

/** The order's thread (applicant, reviewer and admins), and a message to the reviewer. */
export function MessagesSection({ detail }: { detail: AdminOrderDetail }) {
  const { messages, reviewer, order } = detail;
  return (
    <DetailCard title="Messages">
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">No messages on this order yet.</p>
      ) : (
        <ol className="mb-4 grid gap-3" aria-label="Messages, oldest first">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-900">{message.authorName}</span> (
                {roleNames[message.authorRole]}) · {formatDateTime(message.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      {reviewer ? (
        <ContactReviewerForm orderId={order.id} reviewerName={reviewer.name ?? reviewer.email} />
      ) : (
        <p className="text-sm text-slate-600">
          No reviewer is assigned yet, so there is nobody to contact. Use Reassign to assign one.
        </p>
      )}
    </DetailCard>
  );
}
