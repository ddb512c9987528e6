import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { NotificationsResponse } from '../../../shared/schemas/notifications.js';
import { alias } from 'drizzle-orm/pg-core';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { notifications } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import { withFields } from '../../with-fields.js';

const LIST_LIMIT = 30;
const unread = alias(notifications, 'unread');

/**
 * The latest notices, each carrying how many of the user's are unread: one statement, prepared
 * once per database. No notice at all means none unread.
 */
const latestNotices = preparedPerDatabase((db) => {
  const userId = sql.placeholder('user');
  const unreadCount = db
    .select({ n: count() })
    .from(unread)
    .where(and(eq(unread.userId, userId), eq(unread.read, false)));
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      read: notifications.read,
      createdAt: notifications.createdAt,
      unreadCount: sql<number>`(${unreadCount})`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(LIST_LIMIT)
    .prepare('latest_notifications');
});

/** The caller's latest notices and how many are unread. */
export async function listNotifications(ctx: ActorContext): Promise<NotificationsResponse> {
  const rows = await latestNotices(ctx.db).execute({ user: ctx.actor.id });
  return {
    items: rows.map(({ unreadCount: _, createdAt, ...row }) =>
      withFields(row, { createdAt: createdAt.toISOString() }),
    ),
    unreadCount: rows[0]?.unreadCount ?? 0,
  };
}

/**
 * Opening the list marks read the caller's notices up to the newest it showed (`upTo`): one
 * that arrived after the list was read stays unread, as it was never seen.
 */
export async function markReadUpTo(ctx: ActorContext, upTo: string): Promise<void> {
  const newestSeen = ctx.db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, upTo), eq(notifications.userId, ctx.actor.id)));
  await ctx.db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, ctx.actor.id),
        eq(notifications.read, false),
        lte(notifications.createdAt, newestSeen),
      ),
    );
}
