import { useEffect, useRef, type Ref } from 'react';
import { Link } from 'wouter';
import {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from '#client/components/ui/popover';
import { LoadMore } from '#client/components/ui/load-more';
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

function Notice({ item, first }: { item: NotificationItem; first?: Ref<HTMLLIElement> }) {
  return (
    <li
      ref={first}
      tabIndex={first ? -1 : undefined}
      className={item.read ? 'px-4 py-3 outline-none' : 'bg-blue-50 px-4 py-3 outline-none'}
    >
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
  // The keyboard goes on from the first notice a page added (its button may be gone).
  const firstAdded = useRef<HTMLLIElement>(null);
  const pagesShown = older.pages.length;
  useEffect(() => {
    if (pagesShown) firstAdded.current?.focus();
  }, [pagesShown]);
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
              {data.items.map((item) => (
                <Notice key={item.id} item={item} />
              ))}
              {older.pages.map((page, index) =>
                page.items.map((item, at) => (
                  <Notice
                    key={item.id}
                    item={item}
                    first={index === pagesShown - 1 && at === 0 ? firstAdded : undefined}
                  />
                )),
              )}
            </ul>
            {older.more ? (
              <div className="grid gap-2 p-2">
                <LoadMore
                  list={{
                    hasNextPage: older.more,
                    isFetchingNextPage: older.loading,
                    fetchNextPage: older.loadMore,
                    isFetchNextPageError: older.error !== null,
                    error: older.error,
                  }}
                />
              </div>
            ) : null}
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
