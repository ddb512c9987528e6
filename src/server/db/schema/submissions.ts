import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { IntakeAnswers } from '../../../shared/schemas/submissions.js';
import { addOnIds } from '../../../shared/domain/add-ons.js';
import { submissionStatuses } from '../../../shared/domain/order-status.js';
import { packageTiers } from '../../../shared/domain/packages.js';
import { users } from './auth.js';
import { timestamptz } from './columns.js';
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
    deliveredAt: timestamptz('delivered_at'),
    submittedAt: timestamptz('submitted_at'),
    etaAt: timestamptz('eta_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('submissions_applicant_idx').on(table.applicantId, table.createdAt, table.id),
    index('submissions_status_idx').on(table.status),
    index('submissions_reviewer_idx').on(table.reviewerId),
    check(
      'submissions_status_check',
      sql.raw(`status in (${submissionStatuses.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);
