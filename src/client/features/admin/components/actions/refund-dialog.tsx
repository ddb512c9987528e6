import { useState } from 'react';
import { useAdminOrder } from '../../api/use-admin-order';
import { orderLabel } from '#shared/domain/order-number.js';
import { NOTHING_TO_REFUND_MESSAGE } from '#shared/domain/payment-messages.js';
import { studentName } from '#client/lib/format';
import { Dialog } from '#client/components/ui/dialog';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
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
  // What was refundable when the dialog opened, read fresh (a cached figure may predate another
  // refund): a refund made here must not swap the form for the "nothing left" notice while it
  // finishes.
  const [refundable, setRefundable] = useState<number | null>(null);
  if (refundable === null && detail.data && !detail.isFetching) {
    setRefundable(detail.data.refundableCents);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Issue Refund for ${orderLabel(orderId)}`}
      description="The applicant is refunded through the payment provider and emailed. This cannot be undone."
    >
      {refundable === null && detail.isError && !detail.isFetching ? (
        <SectionError
          what="the order's payments"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : refundable === null || !detail.data ? (
        <SectionSpinner label="Loading the order's payments" />
      ) : refundable <= 0 ? (
        <EmptyState
          title={NOTHING_TO_REFUND_MESSAGE}
          hint="It was never paid, or every payment has already been refunded."
        />
      ) : (
        <RefundForm
          orderId={orderId}
          applicant={studentName(detail.data.applicant.name)}
          refundableCents={refundable}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
