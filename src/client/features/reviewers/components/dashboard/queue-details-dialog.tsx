import { Button } from '#client/components/ui/button';
import { formatUsd } from '#shared/domain/packages.js';
import type { QueueItem } from '#shared/schemas/reviewers.js';
import {
  formatDateTime,
  packageLabel,
  statementTitle,
  targetSchoolName,
  wordsLabel,
} from '#client/lib/format';
import { orderLabel } from '#shared/domain/order-number.js';
import { Dialog } from '#client/components/ui/dialog';

interface QueueDetailsDialogProps {
  item: QueueItem | null;
  accepting: boolean;
  busy: boolean;
  onAccept: (item: QueueItem) => void;
  onClose: () => void;
}

/**
 * 'View Details' for an open order: the queue's metadata only. The statement, the intake answers
 * and the document open to the reviewer who accepts it (docs/product.md §5 Access).
 */
export function QueueDetailsDialog({
  item,
  accepting,
  busy,
  onAccept,
  onClose,
}: QueueDetailsDialogProps) {
  const facts = item
    ? [
        ['Order', orderLabel(item.id)],
        ['Package', packageLabel(item.packageTier)],
        ['Target school', targetSchoolName(item.targetSchool) ?? 'Not specified'],
        ['Length', wordsLabel(item.wordCount)],
        ['Payout', formatUsd(item.payoutCents)],
        ['Paid', formatDateTime(item.submittedAt, 'Not yet')],
        ['Due', formatDateTime(item.etaAt)],
        ['Rush', item.rush ? 'Yes: a 24-hour deadline' : 'No'],
        ['T14 Reviewer Match', item.t14 ? 'Yes: for T14 graduates only' : 'No'],
      ]
    : [];
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item ? statementTitle(item.targetSchool) : ''}
      description="What the queue shows before you accept. The statement and the applicant's answers open once the order is yours."
      footer={
        item ? (
          <>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="button" disabled={busy} onClick={() => onAccept(item)}>
              {accepting ? 'Accepting...' : 'Accept Assignment'}
            </Button>
          </>
        ) : null
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
