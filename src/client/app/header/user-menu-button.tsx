import { lazy, Suspense, useState } from 'react';
import type { User } from '#shared/schemas/auth.js';
import { UserAvatar, userMenuTriggerClass } from './user-avatar';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/**
 * The avatar button. Its Radix menu loads when the button is pointed at or focused, not with
 * every page; the first click opens it once loaded (docs/decisions/010-page-budgets.md).
 */
export function UserMenuButton({ user }: { user: User }) {
  const [opened, setOpened] = useState(false);
  const button = (
    <button
      type="button"
      aria-label="User menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={userMenuTriggerClass}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={() => setOpened(true)}
    >
      <UserAvatar user={user} />
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu user={user} defaultOpen />
    </Suspense>
  );
}
