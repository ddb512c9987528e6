import { desc, eq } from 'drizzle-orm';
import { fullName } from '../../../shared/domain/names.js';
import { orderLabel } from '../../../shared/domain/order-number.js';
import type { AuditLogPage, AuditPerson } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { afterPlaceholderPosition, placeholderPosition, toPage } from '../../db/page-cursor.js';
import { pageLimit, pageName, preparedPages } from '../../db/prepared-query.js';
import { peopleByIds, type Person } from '../auth/users.js';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Targets whose id is a user's id. */
const PERSON_TARGETS = new Set(['reviewer', 'user']);
/** Details keys that hold a user's id ('userId', 'reviewerId', 'toReviewerId', ...). */
const PERSON_KEY = /^(userId|reviewerId|\w+ReviewerId)$/;

/** The user ids an entry names: its target when that is a person, and ids in its details. */
function peopleNamedBy(entry: typeof auditLog.$inferSelect): string[] {
  const ids: unknown[] = Object.entries(entry.details)
    .filter(([key]) => PERSON_KEY.test(key))
    .map(([, value]) => value);
  if (PERSON_TARGETS.has(entry.targetType)) ids.push(entry.targetId);
  return ids.filter((id): id is string => typeof id === 'string' && UUID.test(id));
}

/** How the log names its target: 'Order #AB12', a person's name, or null. */
function targetLabelOf(
  entry: typeof auditLog.$inferSelect,
  people: Record<string, AuditPerson>,
): string | null {
  const { targetType, targetId } = entry;
  if (!targetId) return null;
  if (targetType === 'submission') return orderLabel(targetId);
  const personId =
    targetType === 'reviewer_application'
      ? entry.details.userId
      : PERSON_TARGETS.has(targetType)
        ? targetId
        : null;
  const person = typeof personId === 'string' ? people[personId] : undefined;
  return person ? (person.name ?? person.email) : null;
}

/** A page of the log with each entry's actor, prepared once per database (first page, after). */
const auditPage = preparedPages((db, page) =>
  db
    .select({
      entry: auditLog,
      actor: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
      },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      page.afterCursor
        ? afterPlaceholderPosition({ time: auditLog.createdAt, id: auditLog.id })
        : undefined,
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageLimit(page))
    .prepare(pageName('audit_log', page)),
);

/**
 * Newest first, each entry with its actor's name and email (joined; null for the system or a
 * deleted account), its target's label, and everyone it names by id: one more query per page.
 */
export async function listAuditLog(
  ctx: Deps,
  query: { cursor?: string; limit: number },
): Promise<AuditLogPage> {
  const rows = await auditPage(ctx.db, query).execute(placeholderPosition(query.cursor));
  const page = toPage(rows, query.limit, (row) => row.entry);

  const people: Record<string, AuditPerson> = {};
  const asPerson = (user: Person): AuditPerson => ({
    name: fullName(user),
    email: user.email,
    role: user.role,
  });
  for (const { actor } of page.items) if (actor) people[actor.id] = asPerson(actor);
  const namedBy = page.items.map(({ entry }) => peopleNamedBy(entry));
  const named = namedBy.flat().filter((id) => !people[id]);
  for (const [id, user] of await peopleByIds(ctx.db, named)) people[id] = asPerson(user);

  return {
    nextCursor: page.nextCursor,
    items: page.items.map(({ entry, actor }, index) => {
      const ids = [entry.actorId, ...namedBy[index]!];
      return {
        id: entry.id,
        actorId: entry.actorId,
        actorName: actor ? fullName(actor) : null,
        actorEmail: actor?.email ?? null,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetLabel: targetLabelOf(entry, people),
        details: entry.details,
        people: Object.fromEntries(
          ids.flatMap((id) => (id && people[id] ? [[id, people[id]] as const] : [])),
        ),
        createdAt: entry.createdAt.toISOString(),
      };
    }),
  };
}
