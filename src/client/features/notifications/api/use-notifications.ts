import { useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '../../../../shared/schemas/notifications.js';

export const notificationsKey = ['/api/notifications'] as const;

/** The signed-in user's latest notices and unread count. */
export function useNotifications() {
  return useQuery<NotificationsResponse>({ queryKey: notificationsKey });
}
