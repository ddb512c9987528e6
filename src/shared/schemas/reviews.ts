import { z } from 'zod';
import { MAX_QUOTE_CHARS } from '../domain/anchors.js';
import { RUBRIC_MAX, RUBRIC_MIN } from '../domain/rubric.js';
import {
  MAX_COMMENT_CHARS,
  MAX_MEMO_CHARS,
  MAX_MESSAGE_CHARS,
  MAX_RATING_COMMENT_CHARS,
  MAX_REVISION_NOTE_CHARS,
  MAX_STATEMENT_CHARS,
  tooLong,
} from '../domain/text-limits.js';
import { documentPath, submissionDetail, submissionListRow } from './submissions.js';
import { documentPathOf } from './uploads.js';

const rubricRange = `${RUBRIC_MIN} to ${RUBRIC_MAX}`;

const score = (criterion: string) =>
  z
    .number(`The ${criterion} score must be a number from ${rubricRange}.`)
    .int(`The ${criterion} score must be a whole number from ${rubricRange}.`)
    .min(RUBRIC_MIN, `The ${criterion} score must be from ${rubricRange}.`)
    .max(RUBRIC_MAX, `The ${criterion} score must be from ${rubricRange}.`);

export const rubricScores = z.object({
  clarity: score('clarity'),
  structure: score('structure'),
  voice: score('voice'),
  authenticity: score('authenticity'),
  ethics: score('ethics'),
});
export type RubricScores = z.infer<typeof rubricScores>;

/** Each criterion starts at 3 (docs/product.md §6 Reviews). */
export const defaultRubric: RubricScores = {
  clarity: 3,
  structure: 3,
  voice: 3,
  authenticity: 3,
  ethics: 3,
};

/** Comments on passages in one round; follow-ups mark the round before's, so as many. */
const MAX_ROUND_COMMENTS = 200;

const memoTooLong = tooLong('the memo', MAX_MEMO_CHARS);

export const anchoredComment = z
  .object({
    startOffset: z.number().int().min(0),
    endOffset: z.number().int().min(1),
    quote: z.string().min(1).max(MAX_QUOTE_CHARS),
    body: z
      .string()
      .trim()
      .min(1, 'Write the comment before attaching it.')
      .max(MAX_COMMENT_CHARS, tooLong('a comment', MAX_COMMENT_CHARS)),
    /** Suggested wording: replacement text for the passage, which the applicant may apply. */
    suggestion: z
      .string()
      .max(MAX_QUOTE_CHARS, tooLong('suggested wording', MAX_QUOTE_CHARS))
      .nullish()
      .transform((text) => (text?.trim() ? text : null)),
  })
  .refine((c) => c.endOffset > c.startOffset, { message: 'A comment needs a selected passage.' });
export type AnchoredComment = z.infer<typeof anchoredComment>;

const annotatedDocumentPath = documentPathOf(
  'The annotated document was not recognised. Upload it again.',
);

/** Whether a comment from the previous round was addressed in the new draft. */
export const followUpStatuses = ['open', 'addressed'] as const;
export const followUpStatus = z.enum(followUpStatuses, 'Mark the comment open or addressed.');
export type FollowUpStatus = z.infer<typeof followUpStatus>;

const reviewFields = {
  submissionId: z.uuid('Order not found.'),
  rubricScores,
  inlineComments: z
    .string()
    .max(MAX_MEMO_CHARS, tooLong('inline comments', MAX_MEMO_CHARS))
    .nullish(),
  annotatedDocumentUrl: annotatedDocumentPath.nullish(),
  anchoredComments: z
    .array(anchoredComment)
    .max(
      MAX_ROUND_COMMENTS,
      `A round can have at most ${MAX_ROUND_COMMENTS} comments on passages. Merge or remove some to save.`,
    )
    .optional(),
  /**
   * The workspace tab saving, its count of changes, and the round's `updatedAt` as it loaded it
   * (null: no round yet): a tab whose round was written meanwhile by another is refused.
   */
  editor: z
    .object({
      tab: z.uuid('Reload the workspace: its tab id is not valid.'),
      // Counted in an integer column: past its range is no tab of ours.
      revision: z
        .number()
        .int()
        .min(0)
        .max(2_147_483_647, 'Reload the workspace: its change count is not valid.'),
      basedOn: z.iso.datetime({ offset: true }).nullable(),
    })
    .optional(),
  /** The reviewer's marks on the previous round's comments (round 2 on). */
  followUps: z
    .array(z.object({ commentId: z.uuid('Comment not found.'), status: followUpStatus }))
    .max(MAX_ROUND_COMMENTS)
    .optional(),
};

/** Save Draft: everything may still be incomplete. */
export const reviewDraftBody = z.object({
  ...reviewFields,
  summaryMemo: z.string().max(MAX_MEMO_CHARS, memoTooLong),
});
export type ReviewDraftBody = z.input<typeof reviewDraftBody>;

/** POST /api/reviews's body; the memo must not be empty (docs/product.md §6 Reviews). */
export const submitReviewBody = z.object({
  ...reviewFields,
  summaryMemo: z
    .string({ error: 'Please provide a summary memo before submitting.' })
    .trim()
    .min(1, 'Please provide a summary memo before submitting.')
    .max(MAX_MEMO_CHARS, memoTooLong),
});
export type SubmitReviewBody = z.input<typeof submitReviewBody>;

export const reviewRound = z.object({
  id: z.string(),
  round: z.number(),
  summaryMemo: z.string(),
  rubricScores,
  inlineComments: z.string().nullable(),
  annotatedDocumentUrl: z.string().nullable(),
  anchoredComments: z.array(
    z.object({
      id: z.string(),
      startOffset: z.number(),
      endOffset: z.number(),
      quote: z.string(),
      body: z.string(),
      suggestion: z.string().nullable(),
      /** How the next round's reviewer marked it; null until then. */
      followUp: followUpStatus.nullable(),
    }),
  ),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  rating: z.object({ rating: z.number(), comment: z.string().nullable() }).nullable(),
});
export type ReviewRound = z.infer<typeof reviewRound>;

/**
 * The round the applicant's page shows, sent with a decision on it: a tab loaded before another
 * round was requested or delivered must not rate, accept or revise that one unseen. Optional, as
 * SPEC's calls send none; the product's pages always send it.
 */
const roundShown = z.number('Say which round you read.').int().min(1).optional();

/**
 * POST /api/submissions/{id}/complete: accepting the feedback of the round shown. SPEC's call
 * sends no body, which the server reads as null.
 */
export const acceptFeedbackBody = z.object({ round: roundShown }).nullish();
export type AcceptFeedbackBody = z.infer<typeof acceptFeedbackBody>;

export const ratingBody = z.object({
  round: roundShown,
  rating: z
    .number(`Choose ${rubricRange} stars.`)
    .int()
    .min(RUBRIC_MIN, `Choose ${rubricRange} stars.`)
    .max(RUBRIC_MAX, `Choose ${rubricRange} stars.`),
  comment: z
    .string()
    .trim()
    .max(MAX_RATING_COMMENT_CHARS, tooLong('a comment', MAX_RATING_COMMENT_CHARS))
    .nullish(),
});

/** A revision request carries the revised draft: pasted or prepared text, or an upload. */
export const revisionBody = z
  .object({
    round: roundShown,
    note: z
      .string({ error: 'Tell your reviewer what to look at in the next round.' })
      .trim()
      .min(5, 'Tell your reviewer what to look at in the next round.')
      .max(MAX_REVISION_NOTE_CHARS, tooLong('your note', MAX_REVISION_NOTE_CHARS)),
    draftText: z
      .string()
      .max(MAX_STATEMENT_CHARS, tooLong('your draft', MAX_STATEMENT_CHARS))
      .nullish()
      .transform((text) => (text?.trim() ? text : null)),
    documentUrl: documentPath.nullish(),
  })
  .refine((body) => body.draftText || body.documentUrl, {
    message: 'Add your revised draft: paste it, upload it, or prepare it from the last one.',
    path: ['draftText'],
  })
  // The reviewer reads the text and downloads the file: they must be the same draft.
  .refine((body) => !(body.draftText && body.documentUrl), {
    message: 'Send your revised draft one way: as text or as a file, not both.',
    path: ['draftText'],
  });
export type RevisionBody = z.input<typeof revisionBody>;

/** Your voice (docs/product.md §6): measured when the draft is handed in. */
export const voiceMeasure = z.object({
  totalWords: z.number().int(),
  adoptedWords: z.number().int(),
  ownPercent: z.number().int(),
  adoptedPassages: z.array(z.object({ startOffset: z.number(), endOffset: z.number() })),
});

/** One version of the statement; round N reviews draft N. */
export const statementDraft = z.object({
  number: z.number().int(),
  text: z.string(),
  /** The applicant's note with the revision request (null for the first draft). */
  note: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
  /** Null for the first draft. */
  voice: voiceMeasure.nullable(),
  /** The file the draft was handed in as (GET {documentUrl}/download); null when pasted. */
  documentUrl: z.string().nullable(),
});
export type StatementDraft = z.infer<typeof statementDraft>;

/** A message's text: in an order's thread, or from an admin to a reviewer. */
export const messageText = z
  .string({ error: 'Write a message first.' })
  .trim()
  .min(1, 'Write a message first.')
  .max(MAX_MESSAGE_CHARS, tooLong('a message', MAX_MESSAGE_CHARS));

/** The id a sender's page makes once per message: a retry sends it again (writeMessage). */
export const messageRequestId = z
  .uuid('The message needs an id: reload the page and try again.')
  .optional();

/**
 * POST /api/submissions/{id}/messages. `requestId` is made once per message and sent again by a
 * retry: a message already posted under it is not posted (or emailed) twice.
 */
export const messageBody = z.object({ body: messageText, requestId: messageRequestId });
export type MessageBody = z.input<typeof messageBody>;

export const threadMessage = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  authorRole: z.enum(['applicant', 'reviewer', 'admin']),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

export const workspaceResponse = z.object({
  submission: submissionDetail,
  /** The draft this round reviews. */
  statementText: z.string(),
  /** Every draft so far, oldest first; the last is the one under review. */
  drafts: z.array(statementDraft),
  /** Every round so far; the last one is the current draft when it is not submitted. */
  rounds: z.array(reviewRound),
});
export type Workspace = z.infer<typeof workspaceResponse>;

/**
 * The results: the order as a list row (its statement is draft 1, its intake answers are not
 * shown here), every draft and the delivered rounds. No text is sent twice: the draft a round
 * reviewed is found in `drafts` (draftOfRound).
 */
export const resultsResponse = z.object({
  submission: submissionListRow,
  /** Every draft so far, oldest first (draft 1 always); round N's comments anchor to draft N. */
  drafts: z.array(statementDraft),
  /** Delivered rounds only, oldest first. */
  rounds: z.array(reviewRound),
  revisionsLeft: z.number().int(),
  /**
   * Who wrote the latest delivered round (the order may have another reviewer since); before
   * a round is delivered, the order's reviewer. Null when they gave no name.
   */
  reviewedBy: z.string().nullable(),
});
export type Results = z.infer<typeof resultsResponse>;
