import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import type { SubmissionDetail } from '../../../../shared/schemas/submissions.js';
import { orderNumber, statementTitle } from '../lib/format';

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
          {statementTitle(details.submission.targetSchool)} · {orderNumber(details.submission.id)} ·
          Round {details.round}
        </p>
      ) : null}
    </div>
  );
}
