import { useQuery } from '@tanstack/react-query';
import { findAddOn } from '#shared/domain/add-ons.js';
import { formatUsd } from '#shared/domain/packages.js';
import type { Receipt } from '#shared/schemas/payments.js';
import { Alert } from '#client/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { formatDateTime } from '#client/lib/format';
import { receiptsQueryOptions, useReceipts } from '../../api/use-receipts';

function what(receipt: Receipt): string {
  if (receipt.purpose === 'order') return 'Your review';
  const names = receipt.addOns.map((id) => findAddOn(id)?.name ?? id);
  return `Add-ons: ${names.join(', ')}`;
}

/** The order's receipts: each charge, when, and what was refunded of it. */
export function ReceiptsCard({ orderId }: { orderId: string }) {
  const receipts = useReceipts(orderId);
  if (receipts.isSuccess && receipts.data.length === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Receipts</CardTitle>
      </CardHeader>
      <CardContent>
        {receipts.isError ? (
          <SectionError
            what="your receipts"
            error={receipts.error}
            onRetry={() => void receipts.refetch()}
          />
        ) : receipts.isPending ? (
          <SectionSpinner label="Loading your receipts" />
        ) : (
          <ul className="grid gap-3 text-sm" aria-label="Receipts">
            {receipts.data.map((receipt) => (
              <li
                key={receipt.id}
                className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-100 pb-2 last:border-0"
              >
                <span className="text-slate-800">{what(receipt)}</span>
                <span className="font-medium text-slate-900">
                  {formatUsd(receipt.chargedCents)}
                </span>
                <span className="w-full text-slate-600">
                  Paid {formatDateTime(receipt.paidAt)}
                  {receipt.refundedCents > 0
                    ? ` · ${formatUsd(receipt.refundedCents)} refunded`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** What a refunded order says when a refund the card's bank sent back left its charge short. */
export const REFUND_SENT_BACK =
  'This order is closed, but your bank sent our refund back. Our team will contact you to give it back another way.';

/**
 * Whether a refunded order's money reached the card, from its receipts (undefined until they
 * load): a refund the card's bank sent back leaves the order charge short of refunded
 * (docs/product.md §3 Money).
 */
export function useRefundReachedCard(orderId: string, refunded: boolean): boolean | undefined {
  const receipts = useQuery({ ...receiptsQueryOptions(orderId), enabled: refunded });
  if (!receipts.isSuccess) return undefined;
  return receipts.data
    .filter((receipt) => receipt.purpose === 'order')
    .every((receipt) => receipt.refundedCents >= receipt.chargedCents);
}

/** The order page's word on a refunded order's money. */
export function RefundedAlert({ orderId }: { orderId: string }) {
  const reached = useRefundReachedCard(orderId, true);
  if (reached === undefined) return null;
  return (
    <Alert>
      {reached ? 'This order was refunded in full to the card you paid with.' : REFUND_SENT_BACK}
    </Alert>
  );
}
