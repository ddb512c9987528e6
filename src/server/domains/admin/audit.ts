import { desc, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fullName } from '../../../shared/domain/names.js';
import { orderLabel } from '../../../shared/domain/order-number.js';
import type { Role } from '../../../shared/domain/roles.js';
import type { AuditLogPage, AuditPerson } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { AUDIT_PERSON_TARGETS, auditLog, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { placeholderPosition, toPage } from '../../db/page-cursor.js';
import { newestFirstPage, pageName, preparedPages } from '../../db/prepared-query.js';
import { correlated } from '../../db/correlated.js';

export interface AuditRecord {
  actorId: string | null;
  /** Verb-noun in dotted form: 'order.reassign', 'settings.update', ... */
  action: string;
  targetType: string;
  targetId: string | null;
  details?: Record<string, unknown>;
  /** The service's clock (whole milliseconds, so list cursors stay exact); now when omitted. */
  at?: Date;
}

/**
 * Writes one admin action to the audit log. Pass the transaction of the change itself, so
 * the action and its record commit (or fail) together.
 */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    details: record.details ?? {},
    createdAt: record.at ?? new Date(),
  });
}

const named = alias(users, 'named');
/** The named people's table in a FROM written in SQL: an alias in a template names itself only. */
const namedTable = sql`${users} ${sql.identifier('named')}`;
type NamedRow = [
  id: string,
  firstName: string | null,
  lastName: string | null,
  email: string,
  role: Role,
];

/**
 * Everyone the entries of `page` (a table of audit_log's columns) name, as JSON rows: the
 * people each entry holds (its actor, a person it targets, the people of its details). Read
 * once for the page through the primary key.
 */
function peopleNamedIn(page: { people: SQLWrapper } & SQLWrapper) {
  return sql`(select json_agg(json_build_array(
    ${named.id}, ${named.firstName}, ${named.lastName}, ${named.email}, ${named.role}))
    from ${namedTable} where ${named.id} = any(array(select unnest(${page.people}) from ${page})))`;
}

/** The people of a page's JSON rows, by id, as the log shows them. */
function peopleOf(rows: NamedRow[] | null): Record<string, AuditPerson> {
  const people: Record<string, AuditPerson> = {};
  for (const [id, firstName, lastName, email, role] of rows ?? []) {
    people[id] = { name: fullName({ firstName, lastName }), email, role };
  }
  return people;
}

/** How the log names its target: 'Order #AB12', a person's name, or null. */
function targetLabelOf(
  entry: Pick<typeof auditLog.$inferSelect, 'targetType' | 'targetId' | 'details'>,
  people: Record<string, AuditPerson>,
): string | null {
  const { targetType, targetId } = entry;
  if (!targetId) return null;
  if (targetType === 'submission') return orderLabel(targetId);
  const personId =
    targetType === 'reviewer_application'
      ? entry.details.userId
      : AUDIT_PERSON_TARGETS.includes(targetType)
        ? targetId
        : null;
  const person = typeof personId === 'string' ? people[personId] : undefined;
  return person ? (person.name ?? person.email) : null;
}

/**
 * A page of the log, newest first, and everyone its shown entries (the first `limit`, a
 * placeholder) name, carried by its first row only: one statement and one round trip (the
 * people were a second), prepared once per database (first page, after).
 */
const auditPage = preparedPages((db, pageShape) => {
  const page = db
    .$with('page')
    .as(newestFirstPage(db.select().from(auditLog).$dynamic(), auditLog, pageShape));
  const newestFirst = [desc(page.createdAt), desc(page.id)];
  // The page without the row fetched to tell whether another follows: its entries' people.
  const shown = db.$with('shown').as(
    db
      .select()
      .from(page)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit')),
  );
  return db
    .with(page, shown)
    .select({
      entry: {
        id: page.id,
        actorId: page.actorId,
        action: page.action,
        targetType: page.targetType,
        targetId: page.targetId,
        details: page.details,
        createdAt: page.createdAt,
      },
      people: correlated(sql<
        NamedRow[] | null
      >`case when row_number() over (order by ${page.createdAt}
        desc, ${page.id} desc) = 1 then ${peopleNamedIn(shown)} end`),
    })
    .from(page)
    .orderBy(...newestFirst)
    .prepare(pageName('audit_log', pageShape));
});

/**
 * Newest first, each entry with its target's label, and everyone the page's entries name by id
 * (the actor among them, unless the system or a deleted account).
 */
export async function listAuditLog(
  ctx: Deps,
  query: { cursor?: string; limit: number },
): Promise<AuditLogPage> {
  const rows = await auditPage(ctx.db, query).execute({
    ...placeholderPosition(query.cursor),
    limit: query.limit,
  });
  const people = peopleOf(rows[0]?.people ?? null);
  const page = toPage(rows, query.limit, (row) => row.entry);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(({ entry }) => ({
      id: entry.id,
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: targetLabelOf(entry, people),
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    people,
  };
}
