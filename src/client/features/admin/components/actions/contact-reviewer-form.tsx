import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '../../../../lib/api';
import { contactReviewerBody } from '../../../../../shared/schemas/admin.js';
import { useContactReviewer } from '../../api/use-contact-reviewer';
import { textareaClass } from '../field-classes';

interface ContactReviewerFormProps {
  orderId: string;
  reviewerName: string;
  onSent?: () => void;
  onCancel?: () => void;
}

/** Write to the reviewer; checked with the API's own schema before sending. */
export function ContactReviewerForm({
  orderId,
  reviewerName,
  onSent,
  onCancel,
}: ContactReviewerFormProps) {
  const contact = useContactReviewer();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const noteId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = contactReviewerBody.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a message first.');
      return;
    }
    setError(null);
    try {
      await contact.mutateAsync({ orderId, message: parsed.data.message });
    } catch (err) {
      if (isUnauthorizedError(err)) return;
      toast({ title: 'Message Not Sent', description: errorMessage(err), variant: 'destructive' });
      return;
    }
    toast({ title: 'Message Sent', description: `${reviewerName} has been emailed.` });
    setMessage('');
    onSent?.();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>Message to {reviewerName}</Label>
        <textarea
          id={fieldId}
          rows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          className={textareaClass}
        />
        <p id={noteId} className={error ? 'text-sm text-red-700' : 'text-sm text-slate-500'}>
          {error ?? 'For example: the deadline, what the applicant asked, or what to do next.'}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={contact.isPending}>
          {contact.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
