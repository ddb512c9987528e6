import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '../../../../lib/api';
import { releaseBody } from '../../../../../shared/schemas/reviewers.js';
import type { SubmissionDetail } from '../../../../../shared/schemas/submissions.js';
import { useReleaseAssignment } from '../../api/use-release-assignment';
import { assignmentTitle } from '../../lib/format';
import { Dialog } from '../../../../components/ui/dialog';
import { textareaClass } from '../textarea-class';

interface ReleaseDialogProps {
  submission: SubmissionDetail | null;
  onClose: () => void;
}

/** Release an assigned, unstarted order back to the queue, saying why (admins are told). */
export function ReleaseDialog({ submission, onClose }: ReleaseDialogProps) {
  const release = useReleaseAssignment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const noteId = useId();

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!submission) return;
    const parsed = releaseBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say why you are releasing this order.');
      return;
    }
    release.mutate(
      { submissionId: submission.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({
            title: 'Order Released',
            description: 'The order is back in the queue for another reviewer.',
          });
          close();
        },
        onError: (cause) => {
          if (isUnauthorizedError(cause)) return;
          toast({
            title: 'Could Not Release Order',
            description: errorMessage(cause),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Release this order?"
      description={
        submission
          ? `${assignmentTitle(submission.targetSchool)} goes back to the queue for another reviewer. You can release an order only before you start it.`
          : undefined
      }
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <div className="grid gap-2">
          <Label htmlFor={fieldId}>Reason for releasing</Label>
          <textarea
            id={fieldId}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={noteId}
            className={textareaClass}
          />
          <p id={noteId} className={error ? 'text-sm text-red-700' : 'text-sm text-slate-500'}>
            {error ?? 'Our team reads it when reassigning the order.'}
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={close}>
            Keep Order
          </Button>
          <Button type="submit" variant="destructive" disabled={release.isPending}>
            {release.isPending ? 'Releasing...' : 'Release Order'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
