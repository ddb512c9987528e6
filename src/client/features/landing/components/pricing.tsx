import { Check, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd, reviewPackages } from '#shared/domain/packages.js';
import type { ReviewPackage } from '#shared/domain/packages.js';
import { Badge } from '#client/components/ui/badge';
import { buttonVariants } from '#client/components/ui/button';
import { cn } from '#client/lib/utils';
import { AddOnsCard } from './add-ons-card';

function PackageCard({ pkg }: { pkg: ReviewPackage }) {
  return (
    <li
      className={cn(
        'flex flex-col rounded-xl border bg-white p-6 shadow-sm',
        pkg.recommended ? 'border-primary ring-2 ring-primary' : 'border-slate-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{pkg.name}</h3>
        {pkg.recommended ? (
          <Badge className="bg-primary text-primary-foreground">Recommended</Badge>
        ) : null}
      </div>
      <p className="mt-3 text-4xl font-bold text-slate-900">{formatUsd(pkg.priceCents)}</p>
      <p className="mt-1 text-sm text-slate-600">Turnaround: {pkg.turnaround}</p>
      <ul className="mt-5 grid flex-1 content-start gap-2 text-sm text-slate-700">
        {pkg.contents.map((item) => (
          <li key={item} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      {/* A plain link in the prerendered page; in the app, wouter navigates without a reload. */}
      <Link
        href={`/checkout/${pkg.id}`}
        className={cn(
          buttonVariants({ variant: pkg.recommended ? 'default' : 'outline' }),
          'mt-6 w-full',
        )}
      >
        Select {pkg.name}
      </Link>
    </li>
  );
}

/** The packages and add-ons (docs/product.md §3 Money); choosing a package goes to checkout. */
export function Pricing() {
  return (
    <section id="pricing" className="scroll-mt-4 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">Pricing</h2>
        <p className="mt-2 text-slate-600">One-time price per statement. No subscription.</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {reviewPackages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </ul>
        <AddOnsCard />
        <p className="mt-6 flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Our turnaround guarantee.</strong> If your review is
            not delivered by its deadline and we cannot reassign it to another attorney within 24
            hours, we refund you in full, automatically.{' '}
            <Link href="/refund-policy" className="font-medium underline underline-offset-4">
              Read the refund policy
            </Link>
          </span>
        </p>
      </div>
    </section>
  );
}
