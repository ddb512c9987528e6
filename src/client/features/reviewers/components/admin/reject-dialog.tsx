import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { applicationDecisionBody } from '../../../../../shared/schemas/reviewers.js';
import type { ReviewerApplication } from '../../../../../shared/schemas/reviewers.js';
import { Dialog } from '../../../../components/ui/dialog';
import { textareaClass } from '../textarea-class';

interface RejectDialogProps {
  application: ReviewerApplication | null;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Reject with a reason; the applicant reads it in their email and on the application page. */
export function RejectDialog({ application, pending, onReject, onClose }: RejectDialogProps) {
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
    const parsed = applicationDecisionBody.safeParse({ decision: 'reject', reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the applicant a reason for the rejection.');
      return;
    }
    setError(null);
    onReject(parsed.data.reason ?? '');
  }

  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={application ? `Reject ${application.applicantName}?` : ''}
      description="The applicant is emailed this reason and can apply again."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={fieldId}>Reason for rejection</Label>
          <textarea
            id={fieldId}
            rows={4}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={noteId}
            className={textareaClass}
          />
          <p id={noteId} className={error ? 'text-sm text-red-700' : 'text-sm text-slate-500'}>
            {error ?? 'Be specific and courteous, e.g. what could not be verified.'}
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? 'Rejecting...' : 'Reject application'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
