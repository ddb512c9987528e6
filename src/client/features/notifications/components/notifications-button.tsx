import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover';
import { Spinner } from '#client/components/ui/spinner';
import { formatDateTime } from '#client/lib/format';
import { useMarkNotificationsRead } from '../api/use-mark-notifications-read';
import { useNotifications } from '../api/use-notifications';
import { queryKeys } from '#client/lib/query-keys';

/** The header's bell: unread count, and the latest notices; opening marks them read. */
export function NotificationsButton() {
  const queryClient = useQueryClient();
  const { data, isLoading, isError } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = data?.unreadCount ?? 0;

  const onOpenChange = async (open: boolean) => {
    if (!open) return;
    // Data never goes stale by itself (docs/product.md §7 Screens): opening asks for what is new.
    await queryClient.refetchQueries({ queryKey: queryKeys.notifications });
    const latest = queryClient.getQueryData<{ unreadCount: number }>(queryKeys.notifications);
    if (latest && latest.unreadCount > 0) markRead.mutate();
  };

  return (
    <Popover onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          className="relative"
        >
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white">
              {unread > 9 ? '9+' : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications" className="w-80 max-w-[calc(100vw-2rem)] p-0">
        <p className="border-b border-slate-200 px-4 py-3 text-sm font-semibold">Notifications</p>
        {isLoading ? (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        ) : isError ? (
          <p className="p-4 text-sm text-red-700">
            Notifications could not be loaded. Close and open this list to try again.
          </p>
        ) : !data?.items.length ? (
          <div className="p-4">
            <p className="text-sm font-semibold">No notifications yet</p>
            <p className="mt-1 text-sm text-slate-600">
              We&apos;ll let you know here when something changes on your orders.
            </p>
          </div>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
            {data.items.map((item) => (
              <li key={item.id} className={item.read ? 'px-4 py-3' : 'bg-blue-50 px-4 py-3'}>
                <p className="text-sm font-medium">
                  {item.link ? (
                    <Link href={item.link} className="hover:underline">
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                </p>
                <p className="mt-0.5 text-sm text-slate-600">{item.body}</p>
                <p className="mt-1 text-xs text-slate-500">{formatDateTime(item.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
