import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { orderLabel } from '#shared/domain/order-number.js';
import { statementTitle } from '#client/lib/format';

/* The page's title, and the states in which there is no workspace to show. */

interface WorkspaceHeaderProps {
  /** Which statement, order and round; absent while loading or when there is none. */
  details?: { submission: SubmissionDetail; round: number } | null;
}

/** The page's one <h1>, with the statement, order and round once they are known. */
export function WorkspaceHeader({ details }: WorkspaceHeaderProps) {
  return (
    <div className="grid gap-2">
      <Link
        href="/dashboard"
        className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Dashboard
      </Link>
      <h1 className="font-serif text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        Review Workspace
      </h1>
      {details ? (
        <p className="text-slate-600">
          {statementTitle(details.submission.targetSchool)} · {orderLabel(details.submission.id)} ·
          Round {details.round}
        </p>
      ) : null}
    </div>
  );
}

function BackToDashboard() {
  return (
    <Link href="/dashboard" className={buttonVariants({ className: 'justify-self-start' })}>
      Back to Dashboard
    </Link>
  );
}

interface ErrorStateProps {
  /** The server's explanation, when it gave one. */
  detail: string | null;
  onRetry: () => void;
}

/** 'Error Loading Submission': it may not exist, or this reviewer may have no access. */
export function WorkspaceErrorState({ detail, onRetry }: ErrorStateProps) {
  return (
    <Card>
      <CardContent className="grid gap-4 p-6 sm:p-8" role="alert">
        <h2 className="font-serif text-2xl font-semibold text-slate-900">
          Error Loading Submission
        </h2>
        <p className="text-slate-700">
          The submission may not exist, or it may not be assigned to you.
        </p>
        {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
        <div className="flex flex-wrap gap-3">
          <BackToDashboard />
          <Button type="button" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** 'Submission Not Found': the address names no order. */
export function WorkspaceNotFoundState() {
  return (
    <Card>
      <CardContent className="grid gap-4 p-6 sm:p-8">
        <h2 className="font-serif text-2xl font-semibold text-slate-900">Submission Not Found</h2>
        <p className="text-slate-700">
          This address does not lead to a submission. Open your reviews from the dashboard.
        </p>
        <BackToDashboard />
      </CardContent>
    </Card>
  );
}
