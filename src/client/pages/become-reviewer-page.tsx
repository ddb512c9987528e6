import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { formatUsd } from '#shared/domain/packages.js';
import { payoutCents } from '#shared/domain/payouts.js';
import { buttonVariants } from '#client/components/ui/button';
import { PageContainer, PageHeader } from '#client/components/ui/page';
import { useAuth } from '#client/features/auth/api/use-auth';
import { useMyApplication } from '#client/features/reviewers/api/use-my-application';
import { ReviewerApplication } from '#client/features/reviewers/components/application/reviewer-application';
import type { CvUploadSlot } from '#client/features/reviewers/components/application/reviewer-application-form';
import { DocumentUpload } from '#client/features/uploads/components/document-upload';
import { loginUrl } from '#client/lib/navigation';
import { PublicPageFrame } from './public-page-frame';
import { queryKeys } from '#client/lib/query-keys';

const requirements = [
  'You are a licensed attorney, admitted to the bar in at least one US state.',
  'You graduated from a leading law school; graduates of T14 schools can also take T14 Reviewer Match orders.',
  'You write clearly and kindly, and can give an applicant specific, honest feedback on deadline.',
  'You can commit to a weekly number of reviews that suits you: 3, 5 or 7.',
];

function CvUpload(slot: CvUploadSlot) {
  return (
    <DocumentUpload
      kind="cv"
      label="CV file"
      initial={null}
      onUploaded={(document) => slot.onUploaded(document.documentPath)}
      onRemoved={slot.onRemoved}
    />
  );
}

/** What a signed-in person can do here, by role. */
function ApplySection() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const isApplicant = user?.role === 'applicant';
  const mine = useMyApplication(isApplicant);
  const approved = isApplicant && mine.data?.status === 'approved';

  // Approved since the page loaded its user: read the new role, so the dashboard shows the queue.
  useEffect(() => {
    if (approved) void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
  }, [approved, queryClient]);

  if (!user) {
    return (
      <div className="grid gap-3">
        <p>Sign in, or create a free account, to apply. It takes about five minutes.</p>
        <a
          href={loginUrl('/become-a-reviewer')}
          className={buttonVariants({ className: 'justify-self-start' })}
        >
          Sign in to apply
        </a>
      </div>
    );
  }
  if (user.role === 'reviewer' || user.role === 'admin') {
    return (
      <div className="grid gap-3">
        <p className="font-medium text-slate-900">
          {user.role === 'reviewer'
            ? 'You already have reviewer access.'
            : 'Your admin account already has access; you decide reviewer applications.'}
        </p>
        <Link
          href={user.role === 'reviewer' ? '/dashboard' : '/admin/applications'}
          className={buttonVariants({ className: 'justify-self-start' })}
        >
          {user.role === 'reviewer' ? 'Go to your dashboard' : 'Review applications'}
        </Link>
      </div>
    );
  }
  return <ReviewerApplication renderCvUpload={CvUpload} />;
}

/** Become a reviewer: who we look for, then the application or its status. */
export function BecomeReviewerPage() {
  return (
    <PublicPageFrame>
      <PageContainer className="max-w-3xl">
        <PageHeader
          title="Become a reviewer"
          description="Help law school applicants tell their story, on your own schedule."
        />
        <div className="grid gap-6 rounded-xl border border-slate-200 bg-white p-5 text-slate-700 sm:p-8">
          <p>
            Our reviewers are attorneys who read personal statements and write the detailed,
            practical feedback they wish they had received as applicants. You choose the orders you
            accept, set your weekly capacity, and are paid for every review you deliver:{' '}
            {formatUsd(payoutCents('basic'))} for a Basic, {formatUsd(payoutCents('core'))} for a
            Core and {formatUsd(payoutCents('premium'))} for a Premium review.
          </p>
          <div>
            <h2 className="font-semibold text-slate-900">Who we are looking for</h2>
            <ul className="mt-2 list-disc space-y-1.5 pl-6">
              {requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm">
              Read how we review in the{' '}
              <Link href="/reviewer/guidelines" className="font-medium text-primary underline">
                reviewer guidelines
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 text-slate-700 sm:p-8">
          <ApplySection />
        </div>
      </PageContainer>
    </PublicPageFrame>
  );
}
