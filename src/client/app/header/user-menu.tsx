import { LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '#shared/schemas/auth.js';
import { displayName } from '#shared/domain/names.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu';
import { UserAvatar, userMenuTriggerClass } from './user-avatar';

/** The avatar button and its menu: Profile, Settings, Log out. */
export function UserMenu({ user, defaultOpen }: { user: User; defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label="User menu" className={userMenuTriggerClass}>
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{displayName(user)}</span>
          <span className="block truncate text-xs font-normal text-slate-500">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          {/* A full page navigation: the server ends the session and sends the browser home. */}
          <a href="/api/logout">
            <LogOut aria-hidden="true" />
            Log out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
