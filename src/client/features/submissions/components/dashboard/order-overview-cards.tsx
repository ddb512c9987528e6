import { resultsPagePath } from '#shared/domain/order-number.js';
import { ClipboardCheck, Download, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { hasResults } from '#shared/domain/order-lifecycle.js';
import { formatFileSize } from '#shared/domain/uploads.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { buttonVariants } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import {
  formatDate,
  formatDateTime,
  packageLabel,
  schoolLabel,
  wordCountLabel,
} from '#client/lib/format';
import { StatusBadge } from '#client/components/badges';
import { ReviewProgress } from '../order-status';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** The 'Your Statement Review' card: status, progress and the Package, School and ETA tiles. */
export function StatementReviewCard({ submission }: { submission: SubmissionListRow }) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Your Statement Review</CardTitle>
        <StatusBadge status={submission.status} />
      </CardHeader>
      <CardContent className="grid gap-6">
        <ReviewProgress status={submission.status} />
        <dl className="grid gap-3 sm:grid-cols-3">
          <Tile label="Package" value={packageLabel(submission.packageTier)} />
          <Tile label="Target School" value={schoolLabel(submission.targetSchool)} />
          <Tile label="ETA" value={formatDateTime(submission.etaAt, 'TBD')} />
        </dl>
        {hasResults(submission) ? (
          <Link
            href={resultsPagePath(submission.id)}
            className={buttonVariants({ size: 'lg', className: 'justify-self-start' })}
          >
            <ClipboardCheck aria-hidden="true" />
            View Results
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The 'Your Submission' card: word count, payment date (or 'Draft'), the original file. */
export function SubmissionCard({ submission }: { submission: SubmissionListRow }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your Submission</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-slate-500">Word Count</dt>
            <dd className="mt-1 font-semibold text-slate-900">
              {wordCountLabel(submission.wordCount)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Submitted</dt>
            <dd className="mt-1 font-semibold text-slate-900">
              {formatDate(submission.submittedAt, 'Draft')}
            </dd>
          </div>
        </dl>
        {submission.document ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="min-w-0 truncate">{submission.document.fileName}</span>
            <span className="shrink-0 text-slate-500">
              ({formatFileSize(submission.document.sizeBytes)})
            </span>
          </p>
        ) : null}
        {submission.documentUrl ? (
          // A plain link: the server answers with a redirect to a short-lived signed address.
          <a
            href={`${submission.documentUrl}/download`}
            className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
          >
            <Download aria-hidden="true" />
            Download Original Statement
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}
