import { Bell } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';

/** The header's bell. The in-app list of notices arrives with the notifications API. */
export function NotificationsButton() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications">
        <p className="text-sm font-semibold">No notifications yet</p>
        <p className="mt-1 text-sm text-slate-600">
          We&apos;ll let you know here when something changes on your orders.
        </p>
      </PopoverContent>
    </Popover>
  );
}
