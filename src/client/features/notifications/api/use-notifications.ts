import { useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '#shared/schemas/notifications.js';
import { queryKeys } from '#client/lib/query-keys';

/** The signed-in user's latest notices and unread count. */
export function useNotifications() {
  return useQuery<NotificationsResponse>({ queryKey: queryKeys.notifications });
}
