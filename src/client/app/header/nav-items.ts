export interface NavItem {
  label: string;
  href: string;
}

/** The header's links (docs/product.md §7 Screens): Dashboard for all, one more per role. */
export function navItemsFor(role: string): NavItem[] {
  const items: NavItem[] = [{ label: 'Dashboard', href: '/dashboard' }];
  if (role === 'applicant') items.push({ label: 'Submit Review', href: '/submit' });
  if (role === 'reviewer') items.push({ label: 'My Reviews', href: '/dashboard' });
  if (role === 'admin') items.push({ label: 'Admin Panel', href: '/dashboard' });
  return items;
}

/** The one item to mark as the current page (several may share /dashboard). */
export function currentNavItem(items: NavItem[], location: string): NavItem | undefined {
  return items.find((item) => item.href === location);
}
