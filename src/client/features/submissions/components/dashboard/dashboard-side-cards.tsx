import { ChevronRight, FilePlus2, HelpCircle, History, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { fullName } from '#shared/domain/names.js';

function Action({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        href={href}
        className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4"
      >
        <span className="text-primary" aria-hidden="true">
          {icon}
        </span>
        <span className="flex-1">{children}</span>
        <ChevronRight className="text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** Quick Actions: a new review, every past order, and help. */
export function QuickActionsCard() {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          <Action href="/submit" icon={<FilePlus2 />}>
            Start New Review
          </Action>
          <Action href="/orders" icon={<History />}>
            View Past Reviews
          </Action>
          <Action href="/support" icon={<HelpCircle />}>
            FAQ &amp; Support
          </Action>
        </ul>
      </CardContent>
    </Card>
  );
}

/** 'Your Reviewer', shown once a reviewer has the order: their real name, nothing invented. */
export function ReviewerCard({ submission }: { submission: SubmissionListRow }) {
  if (!submission.reviewerId) return null;
  const name = fullName(submission.reviewer) || 'Your attorney reviewer';
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Your Reviewer</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-primary">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-0.5">
          <p className="font-semibold text-slate-900">{name}</p>
          <p className="text-sm text-slate-600">Attorney reviewer</p>
        </div>
      </CardContent>
    </Card>
  );
}
