import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamptz } from './columns.js';
import { submissions } from './submissions.js';

/** Every admin action, and each reviewer release: who did what to which record, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    // A reviewer's releases this week count against their capacity (RELEASE_ACTION in
    // reviewers/queue.ts): read on every queue page and by the reviewer summary.
    index('audit_log_releases_idx')
      .on(table.actorId, table.createdAt)
      .where(sql`${table.action} = 'order.release'`),
  ],
);

/** Deadline-at-risk alerts already sent: once per order and threshold. */
export const deadlineAlerts = pgTable(
  'deadline_alerts',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** The SLA alert threshold in percent (70, 80, 90), or 100 for overdue. */
    threshold: integer('threshold').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('deadline_alerts_key').on(table.submissionId, table.threshold)],
);
