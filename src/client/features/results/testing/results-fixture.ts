import type { ReviewRound, Results, StatementDraft } from '#shared/schemas/reviews.js';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';

export const SUBMISSION_ID = '0b7e3c1a-5d2f-4e8b-9a61-3f2c8d4e7a10';
export const RESULTS_PATH = `/api/submissions/${SUBMISSION_ID}/results`;

export const STATEMENT =
  'I grew up in a small town where the courthouse was the tallest building.\nMy grandmother cleaned its floors for thirty years.';

/** A delivered round: two anchored comments on STATEMENT, not yet rated. */
export function makeRound(overrides: Partial<ReviewRound> = {}): ReviewRound {
  return {
    id: 'round-1',
    round: 1,
    summaryMemo: 'A strong opening image.\nThe ending needs a clearer link to law school.',
    rubricScores: { clarity: 4, structure: 3, voice: 4, authenticity: 5, ethics: 5 },
    inlineComments: 'Paragraph 2: cut the second sentence.',
    annotatedDocumentUrl: '/api/documents/11111111-2222-4333-8444-555555555555',
    anchoredComments: [
      {
        id: 'c-2',
        startOffset: 73,
        endOffset: 87,
        quote: 'My grandmother',
        body: 'Name her: it makes the memory yours.',
        suggestion: null,
        followUp: null,
      },
      {
        id: 'c-1',
        startOffset: 36,
        endOffset: 46,
        quote: 'courthouse',
        body: 'A vivid, concrete detail.',
        suggestion: null,
        followUp: null,
      },
    ],
    submittedAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-05T12:00:00.000Z',
    rating: null,
    ...overrides,
  };
}

function makeSubmission(overrides: Partial<SubmissionListRow> = {}): SubmissionListRow {
  return {
    id: SUBMISSION_ID,
    status: 'feedback_ready',
    packageTier: 'core',
    addOns: [],
    targetSchool: 'harvard',
    wordCount: 650,
    reviewerId: 'rev-1',
    reviewer: { firstName: 'Riley', lastName: 'Reviewer' },
    submittedAt: '2025-03-03T12:00:00.000Z',
    etaAt: '2025-03-06T12:00:00.000Z',
    createdAt: '2025-03-03T11:30:00.000Z',
    applicantId: 'user-1',
    documentUrl: '/api/documents/99999999-2222-4333-8444-555555555555',
    document: { fileName: 'statement.pdf', wordCount: 650, sizeBytes: 20_000 },
    totalCents: 29_900,
    roundsDelivered: 1,
    ...overrides,
  };
}

/** The order's statement as its only draft. */
export const firstDraft = (text: string): StatementDraft => ({
  number: 1,
  text,
  note: null,
  createdAt: '2025-03-01T09:00:00.000Z',
  voice: null,
  documentUrl: null,
});

/** Round 1's suggested wording for "courthouse" (comment c-1 with a suggestion). */
export const SUGGESTION = 'county courthouse, with its clock tower,';

/**
 * Draft 2: STATEMENT with round 1's suggestion for "courthouse" taken word for word and a new
 * ending. Its voice counts the suggestion's 6 words as adopted.
 */
export const SECOND_DRAFT =
  'I grew up in a small town where the county courthouse, with its clock tower, was the tallest building.\nMy grandmother Rosa cleaned its floors for thirty years, and I want to defend people like her.';

const adoptedStart = SECOND_DRAFT.indexOf(SUGGESTION);

/** Round 1 with suggested wordings: "courthouse" (SUGGESTION) and "My grandmother". */
export function makeRoundWithSuggestions(overrides: Partial<ReviewRound> = {}): ReviewRound {
  const round = makeRound(overrides);
  const suggestions: Record<string, string> = {
    'c-1': SUGGESTION,
    'c-2': 'My grandmother, Rosa,',
  };
  return {
    ...round,
    anchoredComments: round.anchoredComments.map((comment) => ({
      ...comment,
      suggestion: suggestions[comment.id] ?? comment.suggestion,
    })),
  };
}

/** The second draft as handed in with a revision request, with its voice measure. */
export function makeSecondDraft(overrides: Partial<StatementDraft> = {}): StatementDraft {
  return {
    number: 2,
    text: SECOND_DRAFT,
    note: 'I named my grandmother and rewrote the ending.',
    createdAt: '2025-03-07T09:00:00.000Z',
    documentUrl: null,
    voice: {
      totalWords: 36,
      adoptedWords: 6,
      ownPercent: 83,
      adoptedPassages: [{ startOffset: adoptedStart, endOffset: adoptedStart + SUGGESTION.length }],
    },
    ...overrides,
  };
}

/** Round 2, on SECOND_DRAFT: one comment on a passage that only draft 2 has. */
export function makeSecondRound(overrides: Partial<ReviewRound> = {}): ReviewRound {
  const start = SECOND_DRAFT.indexOf('Rosa');
  return makeRound({
    id: 'round-2',
    round: 2,
    summaryMemo: 'Round two memo: naming her makes the memory yours.',
    rubricScores: { clarity: 5, structure: 4, voice: 5, authenticity: 5, ethics: 5 },
    anchoredComments: [
      {
        id: 'c-3',
        startOffset: start,
        endOffset: start + 'Rosa'.length,
        quote: 'Rosa',
        body: 'Good: a name makes her real.',
        suggestion: null,
        followUp: null,
      },
    ],
    submittedAt: '2025-03-09T12:00:00.000Z',
    updatedAt: '2025-03-09T12:00:00.000Z',
    ...overrides,
  });
}

/** GET /results as the API answers it: one delivered round, one revision left by default. */
export function makeResults(
  overrides: {
    submission?: Partial<SubmissionListRow>;
    rounds?: ReviewRound[];
    drafts?: StatementDraft[];
  } & Partial<Pick<Results, 'revisionsLeft' | 'reviewedBy'>> = {},
): Results {
  return {
    submission: makeSubmission(overrides.submission),
    drafts: overrides.drafts ?? [firstDraft(STATEMENT)],
    rounds: overrides.rounds ?? [makeRound()],
    revisionsLeft: overrides.revisionsLeft ?? 1,
    reviewedBy: overrides.reviewedBy === undefined ? 'Riley Reviewer' : overrides.reviewedBy,
  };
}
