import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '#client/components/ui/button';
import type { ReviewerApplication } from '#shared/schemas/reviewers.js';
import { formatDate } from '#client/lib/format';

interface ApplicationStatusProps {
  application: ReviewerApplication;
  onApplyAgain: () => void;
}

/** Where my latest application stands: pending, approved or rejected with the reason. */
export function ApplicationStatus({ application, onApplyAgain }: ApplicationStatusProps) {
  switch (application.status) {
    case 'pending':
      return (
        <section aria-labelledby="application-status" className="grid gap-3">
          <h2 id="application-status" className="flex items-center gap-2 text-lg font-semibold">
            <Clock className="size-5 text-amber-600" aria-hidden="true" />
            Your application is under review
          </h2>
          <p className="text-slate-700">
            You applied on {formatDate(application.createdAt)} as a graduate of{' '}
            {application.lawSchool} ({application.graduationYear}), admitted in{' '}
            {application.barState} in {application.barYear}. An admin checks your bar admission and
            reads your bio; we will email {application.email} with the decision.
          </p>
          <p className="text-sm text-slate-600">
            While you wait, read the{' '}
            <Link href="/reviewer/guidelines" className="font-medium text-primary underline">
              review guidelines
            </Link>
            .
          </p>
        </section>
      );
    case 'approved':
      return (
        <section aria-labelledby="application-status" className="grid gap-3">
          <h2 id="application-status" className="flex items-center gap-2 text-lg font-semibold">
            <CheckCircle2 className="size-5 text-green-600" aria-hidden="true" />
            Your application was approved
          </h2>
          <p className="text-slate-700">
            Welcome to the reviewer team. Set your weekly capacity on your dashboard, then take your
            first order from the queue.
          </p>
          <Link href="/dashboard" className={buttonVariants({ className: 'justify-self-start' })}>
            Go to your dashboard
          </Link>
        </section>
      );
    case 'rejected':
      return (
        <section aria-labelledby="application-status" className="grid gap-3">
          <h2 id="application-status" className="flex items-center gap-2 text-lg font-semibold">
            <XCircle className="size-5 text-red-600" aria-hidden="true" />
            Your application was not approved
          </h2>
          <p className="text-slate-700">
            Decided on {formatDate(application.decidedAt, 'an earlier date')}. The reason given:
          </p>
          <blockquote className="rounded-md border-l-4 border-slate-300 bg-slate-50 px-4 py-3 text-slate-800">
            {application.decisionReason ?? 'No reason was recorded.'}
          </blockquote>
          <p className="text-slate-700">If you can address it, you are welcome to apply again.</p>
          <Button type="button" className="justify-self-start" onClick={onApplyAgain}>
            Apply again
          </Button>
        </section>
      );
  }
}
