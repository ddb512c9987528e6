import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamptz } from './columns.js';
import { documents } from './documents.js';

/** An attorney's application to review; approval makes the user a reviewer. */
export const reviewerApplications = pgTable(
  'reviewer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawSchool: text('law_school').notNull(),
    graduationYear: integer('graduation_year').notNull(),
    barState: text('bar_state').notNull(),
    barYear: integer('bar_year').notNull(),
    practiceArea: text('practice_area').notNull(),
    t14: boolean('t14').notNull(),
    bio: text('bio').notNull(),
    cvDocumentId: uuid('cv_document_id').references(() => documents.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    // One application at a time per user.
    uniqueIndex('reviewer_applications_one_pending')
      .on(table.userId)
      .where(sql`status = 'pending'`),
    index('reviewer_applications_status_idx').on(table.status, table.createdAt),
    // Whether a document is in use: the unused-documents job, and the "set null" on delete.
    index('reviewer_applications_cv_idx')
      .on(table.cvDocumentId)
      .where(sql`cv_document_id is not null`),
  ],
);

/** A reviewer's credentials and availability (defaults: docs/product.md §5 Access). */
export const reviewerProfiles = pgTable(
  'reviewer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawSchool: text('law_school').notNull(),
    practiceArea: text('practice_area').notNull(),
    t14: boolean('t14').notNull().default(false),
    bio: text('bio').notNull().default(''),
    weeklyCapacity: integer('weekly_capacity').notNull().default(3),
    acceptRush: boolean('accept_rush').notNull().default(true),
    premiumOnly: boolean('premium_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /**
     * When the reviewer's week is full, kept by triggers on submissions, audit_log and this table
     * (migration 0034) and never written by the app, so the reviewer summary reads one row per
     * reviewer instead of every order taken this week: the earliest of their `weekly_capacity`
     * most recent takes (held orders by `assigned_at`, and releases, as `takenSinceBy` counts
     * them), or null when they have fewer. While it is inside the capacity window, the week is full.
     */
    fillingTakeAt: timestamptz('filling_take_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The reviewers who take orders, with the one column their room is told from: the reviewer
    // summary counts them from this index alone (decision 011).
    index('reviewer_profiles_taking_orders_idx')
      .on(table.fillingTakeAt)
      .where(sql`active and weekly_capacity > 0`),
  ],
);

/**
 * Each reviewer's all-time record, kept by triggers on reviews, review_ratings,
 * statement_drafts and submissions (migration 0011), so the Reviewers page reads one row per
 * reviewer at any volume. No foreign key: a trigger may subtract for a user being deleted.
 */
export const reviewerRecords = pgTable('reviewer_records', {
  reviewerId: uuid('reviewer_id').primaryKey(),
  /** Rounds delivered (reviews with submitted_at). */
  deliveredRounds: integer('delivered_rounds').notNull().default(0),
  /** Applicants' ratings of this reviewer's rounds: their sum and count. */
  ratingSum: integer('rating_sum').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  /** Words of later drafts adopted from the reviewer, and all their words, on orders they hold. */
  adoptedWords: integer('adopted_words').notNull().default(0),
  draftWords: integer('draft_words').notNull().default(0),
  /** Orders delivered, each once: the reviewer's rows in reviewer_deliveries. */
  deliveredOrders: integer('delivered_orders').notNull().default(0),
});
