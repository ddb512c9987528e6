import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MarkNotificationsReadBody,
  NotificationsResponse,
} from '#shared/schemas/notifications.js';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * Marks read the notices up to the newest the list shows; the list keeps showing them, without
 * the unread marks.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadBody) =>
      apiRequest('POST', '/api/notifications/read', body),
    onSuccess: () =>
      queryClient.setQueryData<NotificationsResponse>(queryKeys.notifications, (data) =>
        data ? { items: data.items.map((n) => ({ ...n, read: true })), unreadCount: 0 } : data,
      ),
  });
}
