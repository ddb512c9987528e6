import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inLiteralList } from '../literal-list.js';
import { users } from './auth.js';
import { timestamptz } from './columns.js';
import { submissions } from './submissions.js';

/** Targets whose id is a user's id. */
export const AUDIT_PERSON_TARGETS = ['reviewer', 'user'];
/**
 * Details keys that hold a user's id. An action naming a person under a new key adds it here
 * and a migration (`drizzle-kit generate`): the `people` column's expression is part of the
 * table, and the migration recomputes it for the entries already written.
 */
const AUDIT_PERSON_KEYS = ['userId', 'reviewerId', 'fromReviewerId', 'toReviewerId'];

/** `text` as a user's id when it is one (the log's target ids and details are text), else null. */
const asUserId = (text: SQL) =>
  sql`case when (${text}) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then (${text})::uuid end`;

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
    /**
     * Everyone the entry names by id: its actor, its target when that is a person, and the ids in
     * its details under a person key. Kept by PostgreSQL on every insert, so a page of the log
     * looks its people up from these alone: picking them out of each entry as the page was read
     * was a third of the statement's time.
     */
    people: uuid('people')
      .array()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`array_remove(array[${sql.join(
            [
              sql`${auditLog.actorId}`,
              ...AUDIT_PERSON_KEYS.map((key) =>
                asUserId(sql`${auditLog.details} ->> ${sql.raw(`'${key}'`)}`),
              ),
              sql`case when ${inLiteralList(auditLog.targetType, AUDIT_PERSON_TARGETS)}
              then ${asUserId(sql`${auditLog.targetId}`)} end`,
            ],
            sql`, `,
          )}], null)`,
      ),
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

/**
 * Deadline alerts already sent: once per order, round and level. A revision round has a
 * deadline of its own, so it is alerted afresh.
 */
export const deadlineAlerts = pgTable(
  'deadline_alerts',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull().default(1),
    /** The alert's level: 1 at risk (at whatever SLA threshold), 100 overdue. */
    threshold: integer('threshold').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deadline_alerts_key').on(table.submissionId, table.round, table.threshold),
  ],
);
