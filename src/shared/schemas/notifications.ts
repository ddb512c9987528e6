import { z } from 'zod';
import { cursorParam } from './page.js';

export const notificationItem = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** The latest notices, or (`before`, a page's nextCursor) the ones before them. */
export const notificationsQuery = z.object({ before: cursorParam() });

export const notificationsResponse = z.object({
  items: z.array(notificationItem),
  unreadCount: z.number().int(),
  /** Where older notices follow, or null when these are the oldest. */
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/**
 * Opening the list marks read the notices it showed: from the oldest (`from`; without it, every
 * earlier one) up to the newest. Later ones, and older ones not shown, stay unread.
 */
export const markNotificationsReadBody = z.object({
  upTo: z.uuid('Say which notice is the newest you saw.'),
  from: z.uuid('Say which notice is the oldest you saw.').optional(),
});
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBody>;
