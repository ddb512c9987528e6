import { Link } from 'wouter';
import {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from '#client/components/ui/popover';
import { Spinner } from '#client/components/ui/spinner';
import { formatDateTime } from '#client/lib/format';
import { useNotifications } from '../api/use-notifications';
import { BellButton } from './bell-button';

interface NotificationsPopoverProps {
  defaultOpen: boolean;
  /** Runs each time the list opens. */
  onOpen: () => void;
}

/** The bell's popover: the latest notices, or why there are none. */
export function NotificationsPopover({ defaultOpen, onOpen }: NotificationsPopoverProps) {
  const { data, isLoading, isError } = useNotifications();
  return (
    <Popover
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        if (open) onOpen();
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
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
            {data.items.map((item) => (
              <li key={item.id} className={item.read ? 'px-4 py-3' : 'bg-blue-50 px-4 py-3'}>
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
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
