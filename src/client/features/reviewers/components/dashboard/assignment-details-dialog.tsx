import { Link } from 'wouter';
import { Button, buttonVariants } from '#client/components/ui/button';
import { findAddOn } from '#shared/domain/add-ons.js';
import { statusLabel } from '#shared/domain/order-status.js';
import { formatUsd } from '#shared/domain/packages.js';
import { payoutCents } from '#shared/domain/payouts.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { useQuery } from '@tanstack/react-query';
import { submissionQueryOptions } from '#client/lib/submission-query';
import {
  formatDateTime,
  packageLabel,
  statementTitle,
  targetSchoolName,
  wordsLabel,
} from '#client/lib/format';
import { orderLabel } from '#shared/domain/order-number.js';
import { Dialog } from '#client/components/ui/dialog';
import { reviewLinkLabel } from './current-review-item';

interface AssignmentDetailsDialogProps {
  submission: SubmissionListRow | null;
  onClose: () => void;
}

/** 'View Details' for one of my orders: the order at a glance and the applicant's goals. */
export function AssignmentDetailsDialog({ submission, onClose }: AssignmentDetailsDialogProps) {
  const s = submission;
  const facts = s
    ? [
        ['Order', orderLabel(s.id)],
        ['Status', statusLabel(s.status)],
        ['Package', packageLabel(s.packageTier)],
        ['Target school', targetSchoolName(s.targetSchool) ?? 'Not specified'],
        ['Length', wordsLabel(s.wordCount)],
        ['Statement', s.document ? s.document.fileName : 'Pasted text'],
        [
          'Add-ons',
          s.addOns.length ? s.addOns.map((id) => findAddOn(id)?.name ?? id).join(', ') : 'None',
        ],
        ['Payout', formatUsd(payoutCents(s.packageTier))],
        ['Paid', formatDateTime(s.submittedAt, 'Not yet')],
        ['Due', formatDateTime(s.etaAt)],
      ]
    : [];
  return (
    <Dialog
      open={s !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={s ? statementTitle(s.targetSchool) : ''}
      footer={
        s ? (
          <>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Link href={`/review/${s.id}`} className={buttonVariants()}>
              {reviewLinkLabel(s.status)}
            </Link>
          </>
        ) : null
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {s ? <ApplicantGoals id={s.id} /> : null}
    </Dialog>
  );
}

/** The intake's background and goals: lists carry no intake, so the order is read on opening. */
function ApplicantGoals({ id }: { id: string }) {
  const order = useQuery(submissionQueryOptions(id));
  if (order.isError) {
    return (
      <SectionError
        what="the applicant's goals"
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  }
  if (order.isPending) return <SectionSpinner label="Loading the applicant's goals" />;
  const answers = order.data.intakeAnswers;
  return (
    <div className="grid gap-3 text-sm">
      <div>
        <h3 className="font-medium text-slate-900">Background</h3>
        <p className="mt-1 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
          {answers.background}
        </p>
      </div>
      <div>
        <h3 className="font-medium text-slate-900">Goals</h3>
        <p className="mt-1 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
          {answers.goals}
        </p>
      </div>
    </div>
  );
}
