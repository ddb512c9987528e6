import { Download, FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { Results } from '#shared/schemas/reviews.js';
import { StatusBadge } from '#client/components/badges';
import { buttonVariants } from '#client/components/ui/button';
import { resultsDocxPath, resultsPdfPath } from '../api/use-results';
import { orderLabel } from '#shared/domain/order-number.js';
import { packageLabel, schoolLabel } from '#client/lib/format';

/** What the page means right now, by status. */
function statusNote(results: Results, canDecide: boolean): string | null {
  const latest = results.rounds[results.rounds.length - 1];
  switch (results.submission.status) {
    case 'feedback_ready':
      return canDecide
        ? 'Read your feedback, then rate it and accept it or request a revision below.'
        : 'The feedback is delivered and waits for the applicant’s decision.';
    case 'completed':
      return 'This review is complete. Your feedback stays here to read and download.';
    case 'in_review':
    case 'assigned':
      return latest
        ? `Your reviewer is working on round ${latest.round + 1}. Earlier rounds stay here.`
        : null;
    default:
      return null;
  }
}

/** The page's title, the order it belongs to, its status and the downloads. */
export function ResultsHeader({ results, canDecide }: { results: Results; canDecide: boolean }) {
  const { submission, rounds } = results;
  const reviewer = results.reviewedBy;
  const note = statusNote(results, canDecide);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Review Results
        </h1>
        <StatusBadge status={submission.status} />
      </div>
      <p className="text-sm text-slate-600">
        {orderLabel(submission.id)} · {packageLabel(submission.packageTier)} ·{' '}
        {schoolLabel(submission.targetSchool, 'Law School')}
        {reviewer ? ` · Reviewed by ${reviewer}` : ''}
      </p>
      {note ? <p className="text-slate-700">{note}</p> : null}
      <div className="flex flex-wrap gap-3">
        {rounds.length ? (
          <>
            <a href={resultsPdfPath(submission.id)} download className={buttonVariants()}>
              <Download aria-hidden="true" />
              Download PDF
            </a>
            <a
              href={resultsDocxPath(submission.id)}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <FileText aria-hidden="true" />
              Download for Word
            </a>
          </>
        ) : null}
        {submission.documentUrl ? (
          <a
            href={`${submission.documentUrl}/download`}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden="true" />
            Download original
          </a>
        ) : null}
        <Link href="/dashboard" className={buttonVariants({ variant: 'ghost' })}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
