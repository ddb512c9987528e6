import { useState } from 'react';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '../../../../lib/api';
import type { ReviewerApplication } from '../../../../../shared/schemas/reviewers.js';
import { useDecideApplication, type DecisionInput } from '../../api/use-decide-application';
import { usePendingApplications } from '../../api/use-pending-applications';
import { EmptyState, SectionError, SectionSpinner } from '../../../../components/ui/section-state';
import { ApplicationCard } from './application-card';
import { RejectDialog } from './reject-dialog';

/** Admins' list of pending reviewer applications, with Approve and Reject. */
export function PendingApplications() {
  const pending = usePendingApplications();
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
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: 'Decision Not Saved',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
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
      <RejectDialog
        application={rejecting}
        pending={decide.isPending}
        onReject={(reason) =>
          rejecting &&
          send({ applicationId: rejecting.id, decision: 'reject', reason }, rejecting.applicantName)
        }
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
