import { useState } from 'react';
import { Menu, Scale, X } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/features/auth/api/use-auth';
import { NotificationsButton } from '#client/features/notifications/components/notifications-button';
import { navItemsFor } from './nav-items';
import { NavLinks } from './nav-links';
import { RoleBadge } from '#client/components/badges';
import { UserMenuButton } from './user-menu-button';

/** The signed-in header (docs/product.md §7 Screens); nothing at all for signed-out visitors. */
export function AppHeader() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  if (!user) return null;

  const items = navItemsFor(user.role);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Main menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
        <Link
          href="/landing"
          className="flex items-center gap-2 rounded-md font-serif text-lg font-semibold whitespace-nowrap text-primary"
        >
          <Scale className="size-5" aria-hidden="true" />
          Counsel Review
        </Link>
        <nav aria-label="Main" className="ml-4 hidden md:block">
          <NavLinks items={items} layout="row" />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          <RoleBadge role={user.role} className="hidden sm:inline-flex" />
          <NotificationsButton />
          <UserMenuButton user={user} />
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-nav"
          aria-label="Main"
          className="border-t border-slate-200 px-4 py-3 md:hidden"
        >
          <NavLinks items={items} layout="column" onNavigate={closeMenu} />
          <RoleBadge role={user.role} className="mt-3 ml-3 sm:hidden" />
        </nav>
      ) : null}
    </header>
  );
}
