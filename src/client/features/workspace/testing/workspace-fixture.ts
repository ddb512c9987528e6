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
    roundsDelivered: 0,
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
        documentUrl: null,
      },
    ],
    rounds,
  };
}

/** Draft 2 of STATEMENT: "court notices" became "eviction notices"; the rest is unchanged. */
export const DRAFT_2 =
  'I grew up translating eviction notices for my grandmother.\n\nThat is where my interest in law began, and it never left me.';

const span = (text: string, passage: string) => {
  const startOffset = text.indexOf(passage);
  return { startOffset, endOffset: startOffset + passage.length, quote: passage };
};

/** Round 1's comments on STATEMENT: one passage survives in DRAFT_2, one was rewritten. */
export function makeRoundOneComments(): ReviewRound['anchoredComments'] {
  return [
    {
      id: 'r1-changed',
      ...span(STATEMENT, 'court notices'),
      body: 'Which notices? Be specific.',
      suggestion: 'eviction notices',
      followUp: null,
    },
    {
      id: 'r1-carried',
      ...span(STATEMENT, 'my interest in law began'),
      body: 'Say when, in one concrete moment.',
      suggestion: null,
      followUp: null,
    },
  ];
}

/**
 * A revision round as the server starts it: round 1 delivered on STATEMENT, the applicant handed
 * in DRAFT_2 with a note, and round 2's draft begins from round 1's memo, scores and the comment
 * whose passage survived (re-anchored in DRAFT_2).
 */
export function makeRevisionWorkspace(
  options: {
    roundOneComments?: ReviewRound['anchoredComments'];
    roundTwo?: Partial<ReviewRound>;
  } = {},
): Workspace {
  const roundOne = makeRound({
    summaryMemo: 'Round one memo.',
    rubricScores: { clarity: 4, structure: 2, voice: 5, authenticity: 4, ethics: 5 },
    inlineComments: 'Round one notes.',
    anchoredComments: options.roundOneComments ?? makeRoundOneComments(),
    submittedAt: '2025-03-05T09:00:00.000Z',
  });
  const roundTwo = makeRound({
    id: 'round-2',
    round: 2,
    summaryMemo: 'Round one memo.',
    rubricScores: { clarity: 4, structure: 2, voice: 5, authenticity: 4, ethics: 5 },
    inlineComments: 'Round one notes.',
    anchoredComments: [
      {
        id: 'r2-carried',
        ...span(DRAFT_2, 'my interest in law began'),
        body: 'Say when, in one concrete moment.',
        suggestion: null,
        followUp: null,
      },
    ],
    updatedAt: '2025-03-07T10:42:00.000Z',
    ...options.roundTwo,
  });
  const workspace = makeWorkspace({ status: 'in_review' }, [roundOne, roundTwo]);
  const adopted = span(DRAFT_2, 'eviction notices');
  return {
    ...workspace,
    statementText: DRAFT_2,
    drafts: [
      ...workspace.drafts,
      {
        number: 2,
        text: DRAFT_2,
        note: 'I named the notices. Is the ending still rushed?',
        createdAt: '2025-03-06T09:00:00.000Z',
        documentUrl: null,
        voice: {
          totalWords: 22,
          adoptedWords: 2,
          ownPercent: 91,
          adoptedPassages: [{ startOffset: adopted.startOffset, endOffset: adopted.endOffset }],
        },
      },
    ],
  };
}
