import { and, count, desc, eq, sql } from 'drizzle-orm';
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

/** Where one of the caller's notices stands in the list, as a row subquery (none for another's). */
const positionOf = (ctx: ActorContext, id: string) =>
  sql`(select ${notifications.createdAt}, ${notifications.id} from ${notifications}
    where ${notifications.id} = ${id} and ${notifications.userId} = ${ctx.actor.id})`;

/**
 * Opening the list marks read the caller's notices it showed: from the oldest (`from`) up to the
 * newest (`upTo`), by their place in the list (time, then id, as pages are cut: notices made at
 * the same instant are not all on one page). One that arrived after the list was read stays
 * unread, as does an older one it did not show, as neither was seen.
 */
export async function markReadUpTo(
  ctx: ActorContext,
  shown: { upTo: string; from?: string },
): Promise<void> {
  const position = sql`(${notifications.createdAt}, ${notifications.id})`;
  await ctx.db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, ctx.actor.id),
        eq(notifications.read, false),
        sql`${position} <= ${positionOf(ctx, shown.upTo)}`,
        shown.from ? sql`${position} >= ${positionOf(ctx, shown.from)}` : undefined,
      ),
    );
}
