import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MarkNotificationsReadBody,
  NotificationItem,
  NotificationsResponse,
} from '#shared/schemas/notifications.js';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * Marks read the notices a list shows, newest first (a page of them): the list keeps showing
 * them, without the unread marks, and the unread count drops by as many.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shown: readonly NotificationItem[]) => {
      const body: MarkNotificationsReadBody = { upTo: shown[0]!.id, from: shown.at(-1)!.id };
      return apiRequest('POST', '/api/notifications/read', body);
    },
    onSuccess: (_, shown) => {
      const marked = new Set(shown.filter((n) => !n.read).map((n) => n.id));
      queryClient.setQueryData<NotificationsResponse>(queryKeys.notifications, (data) =>
        data
          ? {
              ...data,
              items: data.items.map((n) => (marked.has(n.id) ? { ...n, read: true } : n)),
              unreadCount: Math.max(0, data.unreadCount - marked.size),
            }
          : data,
      );
    },
  });
}
