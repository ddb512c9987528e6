import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from './button';
import { Card, CardContent } from './card';

/** A step of the product that is not open yet, with the way back to the dashboard. */
export function ComingLater({ children }: { children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-4 p-6 sm:p-8">
        {children}
        <p className="text-slate-700">This step opens in a later release.</p>
        <Link
          href="/dashboard"
          className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
        >
          Back to Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
