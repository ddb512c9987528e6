import { z } from 'zod';
import { addOnIds } from '../domain/add-ons.js';
import { ORDERS_DEFAULT_PAGE_SIZE } from '../domain/order-lists.js';
import { submissionStatuses } from '../domain/order-status.js';
import { MAX_ANSWER_CHARS, MAX_STATEMENT_CHARS, tooLong } from '../domain/text-limits.js';
import { packageTiers } from '../domain/packages.js';
import { targetSchoolIds } from '../domain/schools.js';
import { documentPathOf } from './uploads.js';
import { cursorParam, limitParam } from './page.js';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null);

const requiredAnswer = z
  .string({ error: 'Please complete the required intake questions.' })
  .trim()
  .min(1, 'Please complete the required intake questions.')
  .max(MAX_ANSWER_CHARS, tooLong('each answer', MAX_ANSWER_CHARS));

export const intakeAnswers = z.object({
  background: requiredAnswer,
  goals: requiredAnswer,
  highlights: optionalText(MAX_ANSWER_CHARS, 'Highlights'),
  concerns: optionalText(MAX_ANSWER_CHARS, 'Concerns'),
  whySchool: optionalText(MAX_ANSWER_CHARS, 'Why this school'),
});
export type IntakeAnswers = z.output<typeof intakeAnswers>;

/** The stored answers as responses carry them (no input transforms: responses are encoded). */
const intakeAnswersView = z.object({
  background: z.string(),
  goals: z.string(),
  highlights: z.string().nullable(),
  concerns: z.string().nullable(),
  whySchool: z.string().nullable(),
});

export const documentPath = documentPathOf(
  'The uploaded document was not recognised. Upload it again.',
);

/**
 * What the submit form sends of an order, in two parts so that a refusal lists its problems in
 * the order the form checks them (docs/product.md §2 Orders): the school, then the statement
 * (a check across two fields, which runs after every field of its own object), then the intake
 * answers and the rest.
 */
const schoolAndStatement = {
  packageTier: z.enum(packageTiers, 'Choose a package: basic, core or premium.'),
  targetSchool: z.enum(targetSchoolIds, 'Please select your target school.'),
  wordCount: z
    .number('Word count must be a number.')
    .int('Word count must be a whole number.')
    .min(0, 'Word count cannot be negative.')
    .max(100_000, 'Word count must be at most 100,000.')
    .nullish(),
  pastedText: optionalText(MAX_STATEMENT_CHARS, 'Pasted text'),
  documentUrl: documentPath.nullish(),
};
const intakeAndAddOns = z.object({
  intakeAnswers,
  addOns: z
    .array(z.enum(addOnIds, 'Unknown add-on.'))
    .max(addOnIds.length)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  applicantId: z.string().nullish(),
});

const statementGiven = (body: { documentUrl?: string | null; pastedText: string | null }) =>
  Boolean(body.documentUrl || body.pastedText);
const statementMissing = {
  message: 'Please upload a file or paste your text.',
  path: ['pastedText'],
};

/** POST /api/submissions's body. applicantId is accepted but the server uses the session. */
export const createSubmissionBody = z
  .object({
    /**
     * The order's id, chosen by the browser once per form: a request sent again after its answer
     * was lost (a reload, a dropped connection) finds the order it made instead of making another.
     */
    id: z.uuid('The order id must be a UUID. Reload the page and submit again.').optional(),
    ...schoolAndStatement,
  })
  .refine(statementGiven, statementMissing)
  .and(intakeAndAddOns);
export type CreateSubmissionBody = z.input<typeof createSubmissionBody>;

/** PUT /api/submissions/:id's body: an unpaid draft as the form holds it after Back to Submission. */
export const updateDraftBody = z
  .object(schoolAndStatement)
  .refine(statementGiven, statementMissing)
  .and(intakeAndAddOns);
export type UpdateDraftBody = z.input<typeof updateDraftBody>;

const isoDate = z.iso.datetime({ offset: true }).nullable();

/** The queue's view before accepting: no text, no applicant (docs/product.md §5 Access). */
export const submissionSummary = z.object({
  id: z.string(),
  status: z.enum(submissionStatuses),
  packageTier: z.enum(packageTiers),
  addOns: z.array(z.enum(addOnIds)),
  targetSchool: z.string().nullable(),
  wordCount: z.number().nullable(),
  reviewerId: z.string().nullable(),
  submittedAt: isoDate,
  etaAt: isoDate,
  createdAt: z.iso.datetime({ offset: true }),
});
export type SubmissionSummary = z.infer<typeof submissionSummary>;

export const submissionDetail = submissionSummary.extend({
  applicantId: z.string(),
  reviewer: z
    .object({ firstName: z.string().nullable(), lastName: z.string().nullable() })
    .nullable(),
  pastedText: z.string().nullable(),
  intakeAnswers: intakeAnswersView,
  documentUrl: z.string().nullable(),
  document: z
    .object({ fileName: z.string(), wordCount: z.number().nullable(), sizeBytes: z.number() })
    .nullable(),
  totalCents: z.number(),
  /** Rounds delivered so far, readable on the results page whatever the status now. */
  roundsDelivered: z.number(),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

export const listSubmissionsQuery = z.object({
  cursor: cursorParam(),
  limit: limitParam(ORDERS_DEFAULT_PAGE_SIZE),
});

/**
 * An order in a list: its detail without the statement text and intake answers, which are
 * kilobytes per order and load with the order itself (GET /api/submissions/:id).
 */
export const submissionListRow = submissionDetail.omit({ pastedText: true, intakeAnswers: true });
export type SubmissionListRow = z.infer<typeof submissionListRow>;

/** Reviewers see queue items as summaries and their own assignments as list rows. */
export const submissionListItem = z.union([submissionListRow, submissionSummary]);

/** One order read by id: in full for its participants and admins, else the queue summary. */
export const submissionItem = z.union([submissionDetail, submissionSummary]);

export const addDraftAddOnBody = z.object({
  addOn: z.enum(addOnIds, 'Unknown add-on.'),
});

export const serviceStatusResponse = z.object({
  acceptingOrders: z.boolean(),
  message: z.string().nullable(),
});
export type ServiceStatus = z.infer<typeof serviceStatusResponse>;
