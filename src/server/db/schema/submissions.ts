import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { IntakeAnswers } from '../../../shared/schemas/submissions.js';
import { addOnIds } from '../../../shared/domain/add-ons.js';
import { reviewingStatuses, undeliveredStatuses } from '../../../shared/domain/order-lifecycle.js';
import { submissionStatuses } from '../../../shared/domain/order-status.js';
import { packageTiers } from '../../../shared/domain/packages.js';
import { users } from './auth.js';
import { counterShard, queueDeadline, timestamptz } from './columns.js';
import { documents } from './documents.js';

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: submissionStatuses }).notNull().default('draft'),
    packageTier: text('package_tier', { enum: packageTiers }).notNull(),
    addOns: text('add_ons', { enum: addOnIds })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    targetSchool: text('target_school'),
    wordCount: integer('word_count'),
    pastedText: text('pasted_text'),
    intakeAnswers: jsonb('intake_answers').$type<IntakeAnswers>().notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** When a reviewer took the order (accept or auto-assignment). */
    assignedAt: timestamptz('assigned_at'),
    /** Current review round: 1, then 2 after a revision request, ... */
    round: integer('round').notNull().default(1),
    /**
     * When the order last entered the queue (paid, released, unassigned): auto-assignment counts
     * its hour from here, so an add-on bought while waiting does not restart it.
     */
    queuedAt: timestamptz('queued_at'),
    deliveredAt: timestamptz('delivered_at'),
    submittedAt: timestamptz('submitted_at'),
    etaAt: timestamptz('eta_at'),
    /**
     * When the current round's clock started: payment for round 1, the revision request for
     * later ones. The at-risk share counts from here; an add-on bought later (Rush) moves the
     * deadline, not the start.
     */
    roundStartedAt: timestamptz('round_started_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Every list pages newest first by (created_at, id): the admin list, a status or reviewer
    // filter, an applicant's or a reviewer's own orders (docs/decisions/011-orders-at-volume.md).
    index('submissions_applicant_idx').on(table.applicantId, table.createdAt, table.id),
    index('submissions_created_idx').on(table.createdAt, table.id),
    index('submissions_status_idx').on(table.status, table.createdAt, table.id),
    index('submissions_package_idx').on(table.packageTier, table.createdAt, table.id),
    index('submissions_reviewer_idx').on(table.reviewerId, table.createdAt, table.id),
    // Whether a document is in use: the unused-documents job, and the "set null" on delete.
    index('submissions_document_idx')
      .on(table.documentId)
      .where(sql`document_id is not null`),
    // The open queue in its order (soonest deadline first, then id), with every column a queue
    // page and a reviewer's list read or filter by: a page reads its orders from the index alone, in order,
    // instead of reading and sorting every open order.
    index('submissions_queue_idx')
      .on(
        queueDeadline(table.etaAt),
        table.id,
        table.etaAt,
        table.packageTier,
        table.addOns,
        table.targetSchool,
        table.wordCount,
        table.submittedAt,
        table.createdAt,
        // A reviewer's queue leaves out orders they placed themselves.
        table.applicantId,
      )
      .where(sql`status = 'queued' and reviewer_id is null`),
    // With every column the at-risk rule and list read, so the orders due soon are decided and
    // listed from the index alone (few rows: only undelivered orders are in it).
    index('submissions_undelivered_eta_idx')
      .on(
        table.etaAt,
        table.id,
        table.roundStartedAt,
        table.round,
        table.status,
        table.packageTier,
        table.applicantId,
        table.reviewerId,
      )
      .where(sql.raw(`status in (${undeliveredStatuses.map((s) => `'${s}'`).join(', ')})`)),
    // Orders given reviewers took in the capacity window (a Reviewers page, one reviewer's
    // queue, their profile's filling take): a range each.
    index('submissions_reviewer_assigned_idx')
      .on(table.reviewerId, table.assignedAt)
      .where(sql`reviewer_id is not null`),
    // Each reviewer's orders under review (reviewer loads), read from the index alone.
    index('submissions_reviewing_idx')
      .on(table.reviewerId)
      .where(sql.raw(`status in (${reviewingStatuses.map((s) => `'${s}'`).join(', ')})`)),
    // SLA compliance reads a month of deliveries and their deadlines from the index alone.
    index('submissions_delivered_idx').on(table.deliveredAt, table.etaAt),
    // Admin search by order number (#3F2A): the last four characters of the id.
    index('submissions_order_number_idx').using('btree', sql`right(${table.id}::text, 4)`),
    check(
      'submissions_status_check',
      sql.raw(`status in (${submissionStatuses.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

/**
 * Deliveries per hour (hours since the Unix epoch, UTC) and how many met their deadline, kept
 * by triggers on submissions (migration 0017, whose SQL function delivered_on_time states the
 * rule), so SLA compliance over 30 days reads 720 rows at any volume. The hour is a number,
 * not an instant: the benchmark shifts every timestamp column of a reused seed, and the
 * counters must follow the rows, not move too. Each hour is split into shards (counterShard):
 * read the sum over them.
 */
export const hourlyDeliveries = pgTable(
  'hourly_deliveries',
  {
    hour: integer('hour').notNull(),
    shard: counterShard(),
    delivered: integer('delivered').notNull().default(0),
    onTime: integer('on_time').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.hour, table.shard] }),
    // The SLA window's 720 hours summed from this index alone, without visiting each row: the
    // heap pages it skips made the dashboard slower at 100,000 orders than at 1,000 (decision
    // 011).
    index('hourly_deliveries_window_idx').on(table.hour, table.delivered, table.onTime),
  ],
);

/**
 * How many orders are in each status, kept by triggers on submissions (migration 0018), so the
 * dashboard's counts read a few dozen rows at any volume. Each order counts in one of 16 shards
 * (chosen by its id): concurrent transitions of different orders seldom update the same row,
 * which a writer holds locked until its transaction ends. Read the sum over the shards.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    status: text('status', { enum: submissionStatuses }).notNull(),
    shard: smallint('shard').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);
