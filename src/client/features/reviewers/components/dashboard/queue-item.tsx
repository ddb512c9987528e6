import { useId } from 'react';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { orderLabel } from '#shared/domain/order-number.js';
import { formatUsd } from '#shared/domain/packages.js';
import type { QueueItem as QueueItemData } from '#shared/schemas/reviewers.js';
import { formatDateTime, packageLabel, statementTitle, wordsLabel } from '#client/lib/format';

interface QueueItemProps {
  item: QueueItemData;
  /** This item's accept is in flight. */
  accepting: boolean;
  /** No accept now: another is in flight (one at a time), or the reviewer may take none. */
  busy: boolean;
  onAccept: () => void;
  onDetails: () => void;
}

/** Rush and T14 badges for an order, if it has them. */
export function OrderBadges({ rush, t14 }: { rush: boolean; t14: boolean }) {
  return (
    <>
      {rush ? <Badge className="bg-orange-100 text-orange-800">Rush</Badge> : null}
      {t14 ? <Badge className="bg-indigo-100 text-indigo-800">T14</Badge> : null}
    </>
  );
}

/** ' · Order #AB12' after an item's title, so orders for the same school tell apart. */
export function OrderLabelSuffix({ id }: { id: string }) {
  return <span className="font-normal text-slate-500"> · {orderLabel(id)}</span>;
}

/** One open order in Available Assignments: metadata only, until accepted. */
export function QueueItem({ item, accepting, busy, onAccept, onDetails }: QueueItemProps) {
  const title = statementTitle(item.targetSchool);
  const titleId = useId();
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {title}
            <OrderLabelSuffix id={item.id} />
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {packageLabel(item.packageTier)} · {wordsLabel(item.wordCount)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <OrderBadges rush={item.rush} t14={item.t14} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:max-w-md">
        <div>
          <dt className="text-slate-500">Payout</dt>
          <dd className="font-medium text-slate-900">{formatUsd(item.payoutCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Due</dt>
          <dd className="font-medium text-slate-900">{formatDateTime(item.etaAt)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={busy}
          onClick={onAccept}
          aria-describedby={titleId}
        >
          {accepting ? 'Accepting...' : 'Accept Assignment'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onDetails}
          aria-describedby={titleId}
        >
          View Details
        </Button>
      </div>
    </li>
  );
}
