import { Link } from 'wouter';

const links = [
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/refund-policy', label: 'Refund Policy' },
  { href: '/support', label: 'FAQ & Support' },
  { href: '/become-a-reviewer', label: 'Become a reviewer' },
];

/** The tagline and the policy links; shown on the landing page and the public policy pages. */
export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-slate-600 sm:px-6 md:grid-cols-[1fr_auto]">
        <div>
          <p className="font-serif text-base font-semibold text-primary">Counsel Review</p>
          <p className="mt-1 max-w-sm">
            Expert attorney feedback for law school personal statements, so your story is the one
            they remember.
          </p>
        </div>
        <nav aria-label="Policies and help">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 md:justify-end">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded-sm font-medium text-slate-700 underline-offset-4 hover:text-primary hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
