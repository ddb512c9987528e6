import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import type { StatementDraft } from '#shared/schemas/reviews.js';
import { countWords } from '#shared/domain/word-count.js';
import { StatusBadge } from '#client/components/badges';
import { Badge } from '#client/components/ui/badge';
import { buttonVariants } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import {
  addOnName,
  formatDate,
  formatDateTime,
  packageLabel,
  schoolLabel,
  wordCountLabel,
} from '#client/lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

const packageBadgeClass: Record<string, string> = {
  basic: 'bg-slate-100 text-slate-800',
  core: 'bg-blue-100 text-blue-800',
  premium: 'bg-amber-100 text-amber-900',
};

interface SubmissionOverviewProps {
  submission: SubmissionDetail;
  round: number;
  /** The draft the round reviews (draft N for round N), when the workspace has it. */
  draft: StatementDraft | null;
}

/**
 * The order's overview: what was ordered, how long the draft under review is, when, and the
 * files: the draft under review when it was handed in as one, and the original (draft 1).
 */
export function SubmissionOverview({ submission, round, draft }: SubmissionOverviewProps) {
  const addOns = submission.addOns.map(addOnName);
  const revised = draft && draft.number > 1 ? draft : null;
  const words = revised
    ? countWords(revised.text)
    : (submission.document?.wordCount ?? submission.wordCount);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 pb-4">
        <CardTitle id={titleId} className="text-lg">
          Submission Overview
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <Badge className={packageBadgeClass[submission.packageTier] ?? 'bg-gray-100'}>
            {packageLabel(submission.packageTier)}
          </Badge>
          <StatusBadge status={submission.status} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-4">
          <Fact label="Target School">{schoolLabel(submission.targetSchool)}</Fact>
          <Fact label="Package">{packageLabel(submission.packageTier)}</Fact>
          <Fact label={revised ? `Word Count (draft ${revised.number})` : 'Word Count'}>
            {wordCountLabel(words)}
          </Fact>
          <Fact label="Submitted">{formatDate(submission.submittedAt, 'Not yet')}</Fact>
          <Fact label="ETA">{formatDateTime(submission.etaAt, 'TBD')}</Fact>
          <Fact label="Round">{round}</Fact>
          <Fact label="Add-ons">{addOns.length ? addOns.join(', ') : 'None'}</Fact>
        </dl>
        {submission.documentUrl || revised?.documentUrl ? (
          <div className="flex flex-wrap gap-3">
            {revised?.documentUrl ? (
              <a
                href={`${revised.documentUrl}/download`}
                className={buttonVariants({ variant: 'outline' })}
              >
                <Download aria-hidden="true" />
                Download Draft {revised.number}
              </a>
            ) : null}
            {submission.documentUrl ? (
              <a
                href={`${submission.documentUrl}/download`}
                className={buttonVariants({ variant: 'outline' })}
              >
                <Download aria-hidden="true" />
                {revised ? 'Download Original (draft 1)' : 'Download Original'}
                {submission.document ? (
                  <span className="sr-only"> ({submission.document.fileName})</span>
                ) : null}
              </a>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
