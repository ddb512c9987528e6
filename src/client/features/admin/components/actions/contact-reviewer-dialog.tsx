import { Dialog } from '#client/components/ui/dialog';
import { orderLabel } from '#shared/domain/order-number.js';
import { ContactReviewerForm } from './contact-reviewer-form';

interface ContactReviewerDialogProps {
  orderId: string;
  reviewerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A message to the order's reviewer, posted in the order's thread and emailed to them. */
export function ContactReviewerDialog({
  orderId,
  reviewerName,
  open,
  onOpenChange,
}: ContactReviewerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Contact ${reviewerName}`}
      description={`About ${orderLabel(orderId)}. The message goes into the order's thread, which the applicant can also read, and ${reviewerName} is emailed.`}
    >
      <ContactReviewerForm
        orderId={orderId}
        reviewerName={reviewerName}
        onSent={() => onOpenChange(false)}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
