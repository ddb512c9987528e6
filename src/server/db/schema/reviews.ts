import { sql, type SQL } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { packageTiers } from '../../../shared/domain/packages.js';
import { PAYOUT_DAY } from '../../../shared/domain/payouts.js';
import { users } from './auth.js';
import { counterShard, timestamptz } from './columns.js';
import { documents } from './documents.js';
import { submissions } from './submissions.js';

export interface RubricScores {
  clarity: number;
  structure: number;
  voice: number;
  authenticity: number;
  ethics: number;
}

/** One round of a reviewer's work on an order: a draft until submitted. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id),
    round: integer('round').notNull(),
    summaryMemo: text('summary_memo').notNull().default(''),
    rubricScores: jsonb('rubric_scores').$type<RubricScores>().notNull(),
    inlineComments: text('inline_comments'),
    annotatedDocumentId: uuid('annotated_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    submittedAt: timestamptz('submitted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * The workspace (one browser tab) that last wrote the round, and its count of changes then:
     * another tab's save of what it loaded earlier is refused, not written over it.
     */
    editorTab: uuid('editor_tab'),
    editorRevision: integer('editor_revision'),
  },
  (table) => [
    uniqueIndex('reviews_round_key').on(table.submissionId, table.round),
    // Whether a document is in use: the unused-documents job, and the "set null" on delete.
    index('reviews_annotated_document_idx')
      .on(table.annotatedDocumentId)
      .where(sql`annotated_document_id is not null`),
    // A reviewer's delivered rounds, each order's first one read from the index alone: their
    // stats and earnings.
    index('reviews_reviewer_idx')
      .on(table.reviewerId, table.submissionId, table.submittedAt)
      .where(sql`submitted_at is not null`),
  ],
);

/**
 * Orders that earn a payout, per UTC month and package (Financials' payouts owed), kept by
 * triggers on reviews and submissions (migration 0015) so a month is a few rows at any volume.
 * The rule is the SQL function payout_month there (docs/product.md §3 Money): one payout per
 * order, counted in the month its first round was delivered, however many rounds follow.
 * `month` is the month's first day as a date, not an instant: shifting every timestamp (the
 * benchmark's reused seed) must move counts through the triggers, not the keys themselves.
 * Each month and package is split into shards (counterShard): read the sum over them.
 */
export const monthlyDeliveries = pgTable(
  'monthly_deliveries',
  {
    month: date('month', { mode: 'string' }).notNull(),
    packageTier: text('package_tier', { enum: packageTiers }).notNull(),
    shard: counterShard(),
    ordersDelivered: integer('orders_delivered').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.month, table.packageTier, table.shard] })],
);

/**
 * nextPayoutDate (shared/domain/payouts.ts) in SQL: the payout day of the instant's UTC month
 * when the instant is before it, else that of the next month. Worked in UTC wall time, where
 * adding days and months does not follow the session's time zone, so the expression is
 * immutable and can be a stored column. deliveries.test.ts checks it against the rule.
 */
export function nextPayoutDateSql(instant: SQL) {
  const utc = sql`(${instant} at time zone 'UTC')`;
  const payoutDay = sql`date_trunc('month', ${utc}) + interval '${sql.raw(String(PAYOUT_DAY - 1))} days'`;
  return sql`(case when ${utc} < ${payoutDay} then ${payoutDay}
    else ${payoutDay} + interval '1 month' end) at time zone 'UTC'`;
}

/**
 * Each reviewer's delivered orders, once each, with the instant each counts as delivered (cut
 * to milliseconds, as a page cursor holds it) and its package: the rule stated at the top of
 * reviewers/stats.ts (docs/product.md §3 Money), kept by triggers on reviews and submissions
 * (migration 0029, function reviewer_deliveries_refresh), so a reviewer's stats and earnings
 * read an index range instead of working the rule out over their whole history each time.
 * No foreign key on the reviewer: a trigger may tidy up for a user being deleted.
 */
export const reviewerDeliveries = pgTable(
  'reviewer_deliveries',
  {
    reviewerId: uuid('reviewer_id').notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    deliveredAt: timestamptz('delivered_at').notNull(),
    packageTier: text('package_tier', { enum: packageTiers }).notNull(),
    /** The payout that settles this delivery: the earnings report's groups (migration 0031). */
    payoutDate: timestamptz('payout_date')
      .notNull()
      .generatedAlwaysAs((): SQL => nextPayoutDateSql(sql`delivered_at`)),
  },
  (table) => [
    primaryKey({ columns: [table.reviewerId, table.submissionId] }),
    // Newest first for the earnings pages, and every column a tally reads (index-only).
    index('reviewer_deliveries_time_idx').on(
      table.reviewerId,
      table.deliveredAt,
      table.submissionId,
      table.packageTier,
    ),
    // A reviewer's deliveries per payout and package, counted from the index alone.
    index('reviewer_deliveries_payout_idx').on(
      table.reviewerId,
      table.payoutDate,
      table.packageTier,
    ),
    // An order's rows, for its triggers and the cascade when it is deleted.
    index('reviewer_deliveries_order_idx').on(table.submissionId),
  ],
);

/** A comment anchored to a passage of the statement text (character offsets). */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    quote: text('quote').notNull(),
    body: text('body').notNull(),
    /** Suggested wording: replacement text for the passage. */
    suggestion: text('suggestion'),
    /** How the next round's reviewer marked this comment: 'open' or 'addressed'. */
    followUp: text('follow_up', { enum: ['open', 'addressed'] }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('review_comments_review_idx').on(table.reviewId)],
);

export interface StoredVoice {
  totalWords: number;
  adoptedWords: number;
  adoptedPassages: { startOffset: number; endOffset: number }[];
}

/**
 * Drafts after the first, each handed in with a revision request (draft 1 is the order's
 * statement). Round N reviews draft N. The voice measure is taken when the draft is handed in:
 * the reviewer's writing it is compared with is final by then.
 */
export const statementDrafts = pgTable(
  'statement_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    note: text('note').notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    voice: jsonb('voice').$type<StoredVoice>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('statement_drafts_number_key').on(table.submissionId, table.number),
    // Whether a document is in use: the unused-documents job, and the "set null" on delete.
    index('statement_drafts_document_idx')
      .on(table.documentId)
      .where(sql`document_id is not null`),
  ],
);

/** The applicant's rating of a delivered round, and their decision. */
export const reviewRatings = pgTable(
  'review_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('review_ratings_review_key').on(table.reviewId)],
);

/** The order's thread between the applicant, the assigned reviewer and admins. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The sender's id for this message (messageBody): a resend after a lost answer finds it. */
    requestId: uuid('request_id'),
  },
  (table) => [
    index('messages_submission_idx').on(table.submissionId, table.createdAt),
    uniqueIndex('messages_request_key').on(table.authorId, table.requestId),
  ],
);
