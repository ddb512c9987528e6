import { useState } from 'react';
import { Spinner } from '#client/components/ui/spinner';
import { useMyApplication } from '../../api/use-my-application';
import { SectionError } from '#client/components/ui/section-state';
import { ApplicationStatus } from './application-status';
import { ReviewerApplicationForm, type CvUploadSlot } from './reviewer-application-form';
import type { ReactNode } from 'react';

interface ReviewerApplicationProps {
  renderCvUpload: (slot: CvUploadSlot) => ReactNode;
}

/**
 * For a signed-in applicant: the status of their latest application, or the form when there is
 * none (or they chose to apply again after a rejection).
 */
export function ReviewerApplication({ renderCvUpload }: ReviewerApplicationProps) {
  const mine = useMyApplication();
  // The rejected application the applicant chose to answer with a new one.
  const [reapplyingAfter, setReapplyingAfter] = useState<string | null>(null);

  if (mine.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading your application" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <SectionError
        what="your application"
        error={mine.error}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  const application = mine.data;
  if (application && reapplyingAfter !== application.id) {
    return (
      <ApplicationStatus
        application={application}
        onApplyAgain={() => setReapplyingAfter(application.id)}
      />
    );
  }
  return (
    <section aria-labelledby="apply-heading" className="grid gap-4">
      <div>
        <h2 id="apply-heading" className="text-lg font-semibold">
          Apply to review
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          All fields are required except the CV. An admin reviews every application.
        </p>
      </div>
      <ReviewerApplicationForm renderCvUpload={renderCvUpload} />
    </section>
  );
}
