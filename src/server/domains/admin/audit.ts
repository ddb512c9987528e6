import { desc, eq } from 'drizzle-orm';
import { displayName } from '../../../shared/domain/names.js';
import type { AuditLogPage } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { afterPosition, toPage } from '../../db/page-cursor.js';

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

/** Newest first, with the actor's name (null for the system or a deleted account). */
export async function listAuditLog(
  ctx: Deps,
  query: { cursor?: string; limit: number },
): Promise<AuditLogPage> {
  const rows = await ctx.db
    .select({ entry: auditLog, actor: users })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(afterPosition(query.cursor, auditLog))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, (row) => row.entry);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(({ entry, actor }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorName: actor ? displayName(actor) : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
