import { z } from 'zod';

export const notificationItem = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsResponse = z.object({
  items: z.array(notificationItem),
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** Opening the list marks read the notices up to the newest it showed; later ones stay unread. */
export const markNotificationsReadBody = z.object({
  upTo: z.uuid('Say which notice is the newest you saw.'),
});
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBody>;
