import { Scale } from 'lucide-react';
import { Button } from '#client/components/ui/button';

interface LandingHeaderProps {
  /**
   * Where the section anchors live: '' on the landing page itself ('#pricing'), '/' on the
   * policy pages that reuse this header ('/#pricing'), so the anchors work from either.
   */
  sectionsBase?: '' | '/';
}

/** The public header: section anchors, and sign-in links that are full page navigations. */
export function LandingHeader({ sectionsBase = '' }: LandingHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:gap-x-6 sm:px-6">
        <a
          href="/"
          className="flex items-center gap-2 rounded-md font-serif text-base font-semibold whitespace-nowrap text-primary sm:text-lg"
        >
          <Scale className="size-5" aria-hidden="true" />
          Counsel Review
        </a>
        <nav aria-label="Sections" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex gap-4 text-sm font-medium text-slate-700">
            <li>
              <a href={`${sectionsBase}#how-it-works`} className="rounded-sm hover:text-primary">
                How it Works
              </a>
            </li>
            <li>
              <a href={`${sectionsBase}#pricing`} className="rounded-sm hover:text-primary">
                Pricing
              </a>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm">
            <a href="/api/login">Sign In</a>
          </Button>
          <Button asChild size="sm">
            <a href="/api/login">Get Started</a>
          </Button>
        </div>
      </div>
    </header>
  );
}
