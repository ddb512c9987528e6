import { defaultRubric, type ReviewRound, type Workspace } from '#shared/schemas/reviews.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';

export const SUBMISSION_ID = '3f9d2c1b-7a4e-4b8d-9c2f-1e6a5b4d3c21';
export const ANNOTATION_PATH = '/api/documents/6f1c2b9e-8a4d-4c3e-b5f7-1d2e3f4a5b6c';

export const STATEMENT =
  'I grew up translating court notices for my grandmother.\n\nThat is where my interest in law began, and it never left me.';

/** The reviewer's own assignment, as the workspace call returns it: in review, core, Harvard. */
export function makeWorkspaceSubmission(overrides: Partial<SubmissionDetail> = {}) {
  const submission: SubmissionDetail = {
    id: SUBMISSION_ID,
    status: 'in_review',
    packageTier: 'core',
    addOns: ['rush', 't14_reviewer'],
    targetSchool: 'harvard',
    wordCount: 650,
    reviewerId: 'reviewer-1',
    reviewer: { firstName: 'Riley', lastName: 'Reviewer' },
    submittedAt: '2025-03-03T12:00:00.000Z',
    etaAt: '2025-03-06T12:00:00.000Z',
    createdAt: '2025-03-03T11:30:00.000Z',
    applicantId: 'applicant-1',
    pastedText: STATEMENT,
    intakeAnswers: {
      background: 'First-generation college graduate.',
      goals: 'Immigration law.',
      highlights: null,
      concerns: 'The ending feels rushed.',
      whySchool: null,
    },
    documentUrl: null,
    document: null,
    totalCents: 62_700,
  };
  return { ...submission, ...overrides };
}

export function makeRound(overrides: Partial<ReviewRound> = {}): ReviewRound {
  return {
    id: 'round-1',
    round: 1,
    summaryMemo: '',
    rubricScores: { ...defaultRubric },
    inlineComments: null,
    annotatedDocumentUrl: null,
    anchoredComments: [],
    submittedAt: null,
    updatedAt: '2025-03-04T10:42:00.000Z',
    rating: null,
    ...overrides,
  };
}

export function makeWorkspace(
  submission: Partial<SubmissionDetail> = {},
  rounds: ReviewRound[] = [],
): Workspace {
  return {
    submission: makeWorkspaceSubmission(submission),
    statementText: STATEMENT,
    drafts: [
      {
        number: 1,
        text: STATEMENT,
        note: null,
        createdAt: '2025-03-01T09:00:00.000Z',
        voice: null,
      },
    ],
    rounds,
  };
}
