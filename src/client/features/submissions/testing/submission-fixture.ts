import { orderTotalCents } from '#shared/domain/add-ons.js';
import { isDelivered } from '#shared/domain/order-lifecycle.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';

/** A submission as GET /api/submissions answers it; a paid, queued Core order by default. */
export function makeSubmission(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  const base: SubmissionDetail = {
    id: '0b7e3c1a-5d2f-4e8b-9a61-3f2c8d4e7a10',
    status: 'queued',
    packageTier: 'core',
    addOns: [],
    targetSchool: 'harvard',
    wordCount: 650,
    reviewerId: null,
    reviewer: null,
    submittedAt: '2025-03-03T12:00:00.000Z',
    etaAt: '2025-03-06T12:00:00.000Z',
    createdAt: '2025-03-03T11:30:00.000Z',
    applicantId: 'user-1',
    pastedText: 'I grew up in a small town where the courthouse was the tallest building.',
    intakeAnswers: {
      background: 'First-generation college graduate.',
      goals: 'Public interest law.',
      highlights: null,
      concerns: 'The ending feels rushed.',
      whySchool: null,
    },
    documentUrl: null,
    document: null,
    totalCents: 0,
    roundsDelivered: 0,
  };
  const merged = { ...base, ...overrides };
  return {
    ...merged,
    totalCents: overrides.totalCents ?? orderTotalCents(merged.packageTier, merged.addOns),
    roundsDelivered: overrides.roundsDelivered ?? (isDelivered(merged.status) ? 1 : 0),
  };
}

/** An unpaid draft: no submitted date, no ETA. */
export function makeDraft(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  return makeSubmission({ status: 'draft', submittedAt: null, etaAt: null, ...overrides });
}
