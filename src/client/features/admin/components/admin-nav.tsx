import { Link, useLocation } from 'wouter';
import { cn } from '#client/lib/utils';

const sections = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Orders', href: '/admin/orders' },
  { label: 'At Risk', href: '/admin/at-risk' },
  { label: 'Reviewers', href: '/admin/reviewers' },
  { label: 'Applications', href: '/admin/applications' },
  { label: 'Audit Log', href: '/admin/audit' },
  { label: 'Outbox', href: '/admin/outbox' },
] as const;

/** The admin screens, one click apart. */
export function AdminNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Admin sections" className="mb-6 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {sections.map((section) => {
          const current =
            location === section.href ||
            (section.href !== '/dashboard' && location.startsWith(`${section.href}/`));
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex border-b-2 px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  current
                    ? 'border-primary text-primary'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
