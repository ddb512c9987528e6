import { useState } from 'react';
import { z } from 'zod';
import { ReasonDialog } from '#client/components/ui/reason-dialog';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { toast } from '#client/components/ui/use-toast';
import { toastFailure } from '#client/lib/toast-failure';
import { MAX_REASON_CHARS } from '#shared/domain/text-limits.js';
import { applicationDecisionBody, type ReviewerApplication } from '#shared/schemas/reviewers.js';
import { useDecideApplication, type DecisionInput } from '../../api/use-decide-application';
import { usePendingReviewers } from '../../api/use-pending-reviewers';
import { ApplicationCard } from './application-card';

/** The reject dialog's field, checked as the API checks a rejection (a reason is required). */
const rejection = z
  .object({ reason: z.string() })
  .transform((values): z.input<typeof applicationDecisionBody> => ({
    decision: 'reject',
    ...values,
  }))
  .pipe(applicationDecisionBody);

/** Admins' list of pending reviewer applications, with Approve and Reject. */
export function PendingApplications() {
  const pending = usePendingReviewers();
  const decide = useDecideApplication();
  const [rejecting, setRejecting] = useState<ReviewerApplication | null>(null);
  const inFlight = decide.isPending ? decide.variables : undefined;

  function send(input: DecisionInput, name: string) {
    decide.mutate(input, {
      onSuccess: () => {
        setRejecting(null);
        toast(
          input.decision === 'approve'
            ? {
                title: 'Application Approved',
                description: `${name} is now a reviewer and has been emailed.`,
              }
            : {
                title: 'Application Rejected',
                description: `${name} has been emailed the reason.`,
              },
        );
      },
      onError: (error) => toastFailure('Decision Not Saved', error),
    });
  }

  if (pending.isPending) return <SectionSpinner label="Loading applications" />;
  if (pending.isError) {
    return (
      <SectionError
        what="the pending applications"
        error={pending.error}
        onRetry={() => void pending.refetch()}
      />
    );
  }
  if (pending.data.length === 0) {
    return (
      <EmptyState
        title="No pending applications"
        hint="New reviewer applications will appear here; admins are notified of each one."
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4" aria-label="Pending applications">
        {pending.data.map((application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            deciding={inFlight?.applicationId === application.id ? inFlight.decision : null}
            onApprove={() =>
              send(
                { applicationId: application.id, decision: 'approve' },
                application.applicantName,
              )
            }
            onReject={() => setRejecting(application)}
          />
        ))}
      </ul>
      <ReasonDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={rejecting ? `Reject ${rejecting.applicantName}?` : ''}
        description="The applicant is emailed this reason and can apply again."
        label="Reason for rejection"
        hint="Be specific and courteous, e.g. what could not be verified."
        rows={4}
        maxLength={MAX_REASON_CHARS}
        schema={rejection}
        submitLabel="Reject application"
        pendingLabel="Rejecting..."
        pending={decide.isPending}
        onSubmit={(reason) =>
          rejecting &&
          send({ applicationId: rejecting.id, decision: 'reject', reason }, rejecting.applicantName)
        }
      />
    </>
  );
}
