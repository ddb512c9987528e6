import { orderTotalCents } from '../../../shared/domain/add-ons.js';
import { roundsDelivered } from '../../../shared/domain/order-lifecycle.js';
import type {
  SubmissionDetail,
  SubmissionListRow,
  SubmissionSummary,
} from '../../../shared/schemas/submissions.js';
import type { submissions } from '../../db/schema/index.js';
import { withFields } from '../../with-fields.js';
import { documentPathOf } from '../../../shared/domain/uploads.js';

export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * The columns of an order that a list row shows (toListRow, toSummary) and that decide who sees
 * it in full (seesDetail): no statement text or intake answers, and nothing a list does not write.
 */
export const listedColumnNames = [
  'id',
  'applicantId',
  'status',
  'packageTier',
  'addOns',
  'targetSchool',
  'wordCount',
  'documentId',
  'reviewerId',
  'submittedAt',
  'etaAt',
  'createdAt',
  'round',
  'deliveredAt',
] as const satisfies readonly (keyof SubmissionRow)[];

/** An order's row as lists read it. */
export type ListedSubmissionRow = Pick<SubmissionRow, (typeof listedColumnNames)[number]>;

export interface SubmissionListed {
  submission: ListedSubmissionRow;
  document: { fileName: string; wordCount: number | null; sizeBytes: number } | null;
  reviewer: { id: string; firstName: string | null; lastName: string | null } | null;
}

export interface SubmissionJoined extends SubmissionListed {
  submission: SubmissionRow;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Queue metadata only: no text, no applicant (docs/product.md §5 Access). */
export function toSummary(row: ListedSubmissionRow): SubmissionSummary {
  return {
    id: row.id,
    status: row.status,
    packageTier: row.packageTier,
    addOns: row.addOns,
    targetSchool: row.targetSchool,
    wordCount: row.wordCount,
    reviewerId: row.reviewerId,
    submittedAt: iso(row.submittedAt),
    etaAt: iso(row.etaAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toListRow({ submission, document, reviewer }: SubmissionListed): SubmissionListRow {
  return withFields(toSummary(submission), {
    applicantId: submission.applicantId,
    reviewer: reviewer && { firstName: reviewer.firstName, lastName: reviewer.lastName },
    documentUrl: documentPathOf(submission.documentId),
    document,
    totalCents: orderTotalCents(submission.packageTier, submission.addOns),
    roundsDelivered: roundsDelivered(submission),
  });
}

export function toDetail(joined: SubmissionJoined): SubmissionDetail {
  return withFields(toListRow(joined), {
    pastedText: joined.submission.pastedText,
    intakeAnswers: joined.submission.intakeAnswers,
  });
}
