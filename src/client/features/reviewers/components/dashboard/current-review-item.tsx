import { useId, useState } from 'react';
import { Link } from 'wouter';
import { StatusBadge } from '#client/components/badges';
import { Button, buttonVariants } from '#client/components/ui/button';
import type { SubmissionStatus } from '#shared/domain/order-status.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { formatDateTime, packageLabel, statementTitle, wordsLabel } from '#client/lib/format';
import { OrderBadges, OrderLabelSuffix } from './queue-item';

interface CurrentReviewItemProps {
  submission: SubmissionListRow;
  onDetails: () => void;
  onRelease: () => void;
}

/** The way into the workspace: 'Start Review' while assigned, 'Continue Review' once started. */
export function reviewLinkLabel(status: SubmissionStatus): string {
  return status === 'in_review' ? 'Continue Review' : 'Start Review';
}

/** One of my orders in Current Reviews: status, deadline and the way into the workspace. */
export function CurrentReviewItem({ submission, onDetails, onRelease }: CurrentReviewItemProps) {
  const titleId = useId();
  // The time this item was first shown: enough to flag a passed deadline.
  const [shownAt] = useState(() => Date.now());
  const overdue = submission.etaAt !== null && new Date(submission.etaAt).getTime() < shownAt;
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {statementTitle(submission.targetSchool)}
            <OrderLabelSuffix id={submission.id} />
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {packageLabel(submission.packageTier)} · {wordsLabel(submission.wordCount)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={submission.status} />
          <OrderBadges
            rush={submission.addOns.includes('rush')}
            t14={submission.addOns.includes('t14_reviewer')}
          />
        </div>
      </div>
      <p className="mt-3 text-sm">
        <span className="text-slate-500">Due </span>
        <span className={overdue ? 'font-medium text-red-700' : 'font-medium text-slate-900'}>
          {formatDateTime(submission.etaAt)}
          {overdue ? ' (overdue)' : ''}
        </span>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          href={`/review/${submission.id}`}
          className={buttonVariants({ size: 'sm' })}
          aria-describedby={titleId}
        >
          {reviewLinkLabel(submission.status)}
        </Link>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onDetails}
          aria-describedby={titleId}
        >
          View Details
        </Button>
        {submission.status === 'assigned' ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={onRelease}
            aria-describedby={titleId}
          >
            Release
          </Button>
        ) : null}
      </div>
    </li>
  );
}
