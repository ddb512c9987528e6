import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { queryKeys } from '#client/lib/query-keys';
import type { NotificationsResponse } from '#shared/schemas/notifications.js';
import { useMarkNotificationsRead } from '../api/use-mark-notifications-read';
import { useNotifications } from '../api/use-notifications';
import { BellButton } from './bell-button';

const loadPopover = () => import('./notifications-popover');
const NotificationsPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.NotificationsPopover })),
);

/**
 * The header's bell: unread count, and the latest notices; opening marks them read. The Radix
 * popover loads when the bell is pointed at or focused, not with every page; the first click
 * opens it once loaded (docs/decisions/010-page-budgets.md).
 */
export function NotificationsButton() {
  const queryClient = useQueryClient();
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [opened, setOpened] = useState(false);
  const unread = data?.unreadCount ?? 0;

  const onOpen = async () => {
    // Data never goes stale by itself (docs/product.md §7 Screens): opening asks for what is new.
    await queryClient.refetchQueries({ queryKey: queryKeys.notifications });
    const latest = queryClient.getQueryData<NotificationsResponse>(queryKeys.notifications);
    if (latest?.items.some((n) => !n.read)) markRead.mutate(latest.items);
  };

  const bell = (
    <BellButton
      unread={unread}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => {
        setOpened(true);
        void onOpen();
      }}
    />
  );
  if (!opened) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationsPopover defaultOpen onOpen={() => void onOpen()} />
    </Suspense>
  );
}
