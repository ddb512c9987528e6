import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#client/components/ui/button';

/** The header's bell with the unread count; the popover's trigger, and its stand-in until loaded. */
export function BellButton({ unread, ...props }: { unread: number } & ComponentProps<'button'>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      className="relative"
      {...props}
    >
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white">
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </Button>
  );
}
