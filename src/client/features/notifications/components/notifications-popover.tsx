import { Link } from 'wouter';
import {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from '#client/components/ui/popover';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { formatDateTime } from '#client/lib/format';
import type { NotificationItem } from '#shared/schemas/notifications.js';
import { useNotifications } from '../api/use-notifications';
import { useOlderNotices } from '../api/use-older-notices';
import { BellButton } from './bell-button';

interface NotificationsPopoverProps {
  defaultOpen: boolean;
  /** Runs each time the list opens. */
  onOpen: () => void;
}

function Notice({ item }: { item: NotificationItem }) {
  return (
    <li className={item.read ? 'px-4 py-3' : 'bg-blue-50 px-4 py-3'}>
      <p className="text-sm font-medium">
        {item.link ? (
          // The header stays on screen across pages: following a notice closes the list.
          <PopoverClose asChild>
            <Link href={item.link} className="hover:underline">
              {item.title}
            </Link>
          </PopoverClose>
        ) : (
          item.title
        )}
      </p>
      <p className="mt-0.5 text-sm text-slate-600">{item.body}</p>
      <p className="mt-1 text-xs text-slate-500">{formatDateTime(item.createdAt)}</p>
    </li>
  );
}

/** The bell's popover: the latest notices (older ones on request), or why there are none. */
export function NotificationsPopover({ defaultOpen, onOpen }: NotificationsPopoverProps) {
  const { data, isLoading, isError } = useNotifications();
  const older = useOlderNotices(data?.nextCursor);
  return (
    <Popover
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        if (open) onOpen();
        else older.reset();
      }}
    >
      <PopoverTrigger asChild>
        <BellButton unread={data?.unreadCount ?? 0} />
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
          <div className="max-h-96 overflow-y-auto">
            <ul className="divide-y divide-slate-100">
              {[
                ...data.items,
                // The latest page may have moved on (refetched) past the first older ones.
                ...older.items.filter((item) => !data.items.some((n) => n.id === item.id)),
              ].map((item) => (
                <Notice key={item.id} item={item} />
              ))}
            </ul>
            {older.failed ? (
              <p role="alert" className="px-4 pt-3 text-sm text-red-700">
                Older notifications could not be loaded. Try again.
              </p>
            ) : null}
            {older.more ? (
              <div className="border-t border-slate-100 p-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="w-full"
                  disabled={older.loading}
                  onClick={older.loadMore}
                >
                  {older.loading ? 'Loading older notifications…' : 'Show older notifications'}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
