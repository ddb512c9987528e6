import { Link, useLocation } from 'wouter';
import { cn } from '#client/lib/utils';
import { currentNavItem } from './nav-items';
import type { NavItem } from './nav-items';

interface NavLinksProps {
  items: NavItem[];
  /** Row on wide screens, column in the mobile panel. */
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

export function NavLinks({ items, layout, onNavigate }: NavLinksProps) {
  const [location] = useLocation();
  const current = currentNavItem(items, location);
  return (
    <ul className={cn('flex', layout === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {items.map((item) => (
        <li key={item.label}>
          <Link
            href={item.href}
            onClick={onNavigate}
            aria-current={item === current ? 'page' : undefined}
            className={cn(
              'block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              'aria-[current=page]:bg-slate-100 aria-[current=page]:text-primary',
            )}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
