import { Download } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import type { ReviewerApplication } from '#shared/schemas/reviewers.js';
import { formatDate } from '#client/lib/format';

interface ApplicationCardProps {
  application: ReviewerApplication;
  /** A decision on this application is in flight. */
  deciding: 'approve' | 'reject' | null;
  onApprove: () => void;
  onReject: () => void;
}

/** One pending application with everything the applicant gave, and the two decisions. */
export function ApplicationCard({
  application: a,
  deciding,
  onApprove,
  onReject,
}: ApplicationCardProps) {
  const titleId = useId();
  const facts = [
    ['Email', a.email],
    ['Law school', a.lawSchool],
    ['Graduation year', String(a.graduationYear)],
    ['Bar admission', `${a.barState}, ${a.barYear}`],
    ['Practice area', a.practiceArea],
    ['T14 graduate', a.t14 ? 'Yes' : 'No'],
    ['Applied', formatDate(a.createdAt)],
  ];
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={titleId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {a.applicantName}
        </h2>
        {a.t14 ? <Badge className="bg-indigo-100 text-indigo-800">T14</Badge> : null}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 text-sm">
        <h3 className="text-slate-500">Bio</h3>
        <p className="mt-1 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{a.bio}</p>
      </div>
      <p className="mt-3 text-sm">
        {a.cvDocumentUrl ? (
          <a
            href={`${a.cvDocumentUrl}/download`}
            className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4"
            aria-describedby={titleId}
          >
            <Download className="size-4" aria-hidden="true" />
            Download CV
          </a>
        ) : (
          <span className="text-slate-500">No CV attached.</span>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={deciding !== null}
          onClick={onApprove}
          aria-describedby={titleId}
        >
          {deciding === 'approve' ? 'Approving...' : 'Approve'}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={deciding !== null}
          onClick={onReject}
          aria-describedby={titleId}
        >
          Reject
        </Button>
      </div>
    </li>
  );
}
