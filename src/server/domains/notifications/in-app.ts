import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { NotificationsResponse } from '../../../shared/schemas/notifications.js';
import { alias } from 'drizzle-orm/pg-core';
import {
  afterPlaceholderPosition,
  encodePosition,
  placeholderPosition,
} from '../../db/page-cursor.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { notifications } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import { withFields } from '../../with-fields.js';

const LIST_LIMIT = 30;
const unread = alias(notifications, 'unread');

/**
 * A page of notices, newest first (the latest, or those before a cursor), each carrying how many
 * of the user's are unread: one statement, prepared once per database and shape. No notice at
 * all means none unread. One row more than a page says whether older ones follow.
 */
const noticesPage = (older: boolean) =>
  preparedPerDatabase((db) => {
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
      .where(
        and(
          eq(notifications.userId, userId),
          older
            ? afterPlaceholderPosition({ time: notifications.createdAt, id: notifications.id })
            : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LIST_LIMIT + 1)
      .prepare(older ? 'older_notifications' : 'latest_notifications');
  });
const latestNotices = noticesPage(false);
const olderNotices = noticesPage(true);

/** The caller's latest notices, or those before `before`, and how many are unread. */
export async function listNotifications(
  ctx: ActorContext,
  before?: string,
): Promise<NotificationsResponse> {
  const rows = before
    ? await olderNotices(ctx.db).execute({ user: ctx.actor.id, ...placeholderPosition(before) })
    : await latestNotices(ctx.db).execute({ user: ctx.actor.id });
  const page = rows.slice(0, LIST_LIMIT);
  const last = page.at(-1);
  return {
    items: page.map(({ unreadCount: _, createdAt, ...row }) =>
      withFields(row, { createdAt: createdAt.toISOString() }),
    ),
    unreadCount: rows[0]?.unreadCount ?? 0,
    nextCursor: rows.length > LIST_LIMIT && last ? encodePosition(last) : null,
  };
}

/** When one of the caller's notices was made, as a subquery (null for another's or none). */
const createdAtOf = (ctx: ActorContext, id: string) =>
  ctx.db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, ctx.actor.id)));

/**
 * Opening the list marks read the caller's notices it showed: from the oldest (`from`) up to the
 * newest (`upTo`). One that arrived after the list was read stays unread, as does an older one
 * it did not show, as neither was seen.
 */
export async function markReadUpTo(
  ctx: ActorContext,
  shown: { upTo: string; from?: string },
): Promise<void> {
  await ctx.db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, ctx.actor.id),
        eq(notifications.read, false),
        lte(notifications.createdAt, createdAtOf(ctx, shown.upTo)),
        shown.from ? gte(notifications.createdAt, createdAtOf(ctx, shown.from)) : undefined,
      ),
    );
}
