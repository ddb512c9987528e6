import { ReasonDialog } from '#client/components/ui/reason-dialog';
import { toast } from '#client/components/ui/use-toast';
import { toastFailure } from '#client/lib/toast-failure';
import { MAX_REASON_CHARS } from '#shared/domain/text-limits.js';
import { releaseBody } from '#shared/schemas/reviewers.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { useReleaseAssignment } from '../../api/use-release-assignment';
import { statementTitle } from '#client/lib/format';

interface ReleaseDialogProps {
  submission: SubmissionListRow | null;
  onClose: () => void;
}

/** Release an assigned, unstarted order back to the queue, saying why (admins are told). */
export function ReleaseDialog({ submission, onClose }: ReleaseDialogProps) {
  const release = useReleaseAssignment();

  function submit(reason: string) {
    if (!submission) return;
    release.mutate(
      { submissionId: submission.id, reason },
      {
        onSuccess: () => {
          toast({
            title: 'Order Released',
            description: 'The order is back in the queue for another reviewer.',
          });
          onClose();
        },
        onError: (cause) => toastFailure('Could Not Release Order', cause),
      },
    );
  }

  return (
    <ReasonDialog
      open={submission !== null}
      onClose={onClose}
      title="Release this order?"
      description={
        submission
          ? `${statementTitle(submission.targetSchool)} goes back to the queue for another reviewer. You can release an order only before you start it.`
          : undefined
      }
      label="Reason for releasing"
      hint="Our team reads it when reassigning the order."
      maxLength={MAX_REASON_CHARS}
      schema={releaseBody}
      cancelLabel="Keep Order"
      submitLabel="Release Order"
      pendingLabel="Releasing..."
      pending={release.isPending}
      onSubmit={submit}
    />
  );
}
