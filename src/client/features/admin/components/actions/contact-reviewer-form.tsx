import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { toastFailure } from '#client/lib/toast-failure';
import { useRequestId } from '#client/lib/use-request-id';
import { MAX_MESSAGE_CHARS } from '#shared/domain/text-limits.js';
import { contactReviewerBody } from '#shared/schemas/admin.js';
import { useContactReviewer } from '../../api/use-contact-reviewer';

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
  // One id per message, kept by a resend after a failure: the server posts it once.
  const { requestId, next: nextRequest } = useRequestId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactReviewerBody), defaultValues: { message: '' } });

  const onSubmit = handleSubmit(async ({ message }) => {
    try {
      await contact.mutateAsync({ orderId, message, requestId });
    } catch (err) {
      toastFailure('Message Not Sent', err);
      return;
    }
    nextRequest();
    toast({ title: 'Message Sent', description: `${reviewerName} has been emailed.` });
    reset();
    onSent?.();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3">
      <FormField
        label={`Message to ${reviewerName}`}
        hint="For example: the deadline, what the applicant asked, or what to do next."
        error={errors.message?.message}
      >
        <Textarea rows={4} maxLength={MAX_MESSAGE_CHARS} {...register('message')} />
      </FormField>
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
