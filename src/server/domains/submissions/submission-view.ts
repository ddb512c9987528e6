import { orderTotalCents } from '../../../shared/domain/add-ons.js';
import type { SubmissionDetail, SubmissionSummary } from '../../../shared/schemas/submissions.js';
import type { submissions } from '../../db/schema/index.js';

export type SubmissionRow = typeof submissions.$inferSelect;

export interface SubmissionJoined {
  submission: SubmissionRow;
  document: { fileName: string; wordCount: number | null; sizeBytes: number } | null;
  reviewer: { firstName: string | null; lastName: string | null } | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Queue metadata only: no text, no applicant (docs/product.md §5 Access). */
export function toSummary(row: SubmissionRow): SubmissionSummary {
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

export function toDetail({ submission, document, reviewer }: SubmissionJoined): SubmissionDetail {
  return {
    ...toSummary(submission),
    applicantId: submission.applicantId,
    reviewer,
    pastedText: submission.pastedText,
    intakeAnswers: submission.intakeAnswers,
    documentUrl: submission.documentId ? `/api/documents/${submission.documentId}` : null,
    document,
    totalCents: orderTotalCents(submission.packageTier, submission.addOns),
  };
}
