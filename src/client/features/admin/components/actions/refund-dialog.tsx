import { useAdminOrder } from '../../api/use-admin-order';
import { orderLabel, studentName } from '../../lib/format';
import { Dialog } from '../dialog';
import { EmptyState, SectionError, SectionSpinner } from '../section-state';
import { RefundForm } from './refund-form';

interface RefundDialogProps {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Money back through the payment provider: everything still refundable (which closes the order
 * as Refunded) or part of it, with a reason, after a confirmation step.
 */
export function RefundDialog({ orderId, open, onOpenChange }: RefundDialogProps) {
  const detail = useAdminOrder(orderId, { enabled: open });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Issue Refund for ${orderLabel(orderId)}`}
      description="The applicant is refunded through the payment provider and emailed. This cannot be undone."
    >
      {detail.isPending ? (
        <SectionSpinner label="Loading the order's payments" />
      ) : detail.isError ? (
        <SectionError
          what="the order's payments"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : detail.data.refundableCents <= 0 ? (
        <EmptyState
          title="Nothing is left to refund on this order."
          hint="It was never paid, or every payment has already been refunded."
        />
      ) : (
        <RefundForm
          orderId={orderId}
          applicant={studentName(detail.data.applicant.name)}
          refundableCents={detail.data.refundableCents}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
