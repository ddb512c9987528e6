import { and, count, desc, eq } from 'drizzle-orm';
import type { NotificationsResponse } from '../../../shared/schemas/notifications.js';
import { notifications } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';

const LIST_LIMIT = 30;

/** The caller's latest notices and how many are unread. */
export async function listNotifications(ctx: ActorContext): Promise<NotificationsResponse> {
  const userId = ctx.actor.id;
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(LIST_LIMIT);
  const [unread] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.read,
      createdAt: row.createdAt.toISOString(),
    })),
    unreadCount: unread?.n ?? 0,
  };
}

/** Opening the list marks everything in it read. */
export async function markAllRead(ctx: ActorContext): Promise<void> {
  await ctx.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, ctx.actor.id), eq(notifications.read, false)));
}
