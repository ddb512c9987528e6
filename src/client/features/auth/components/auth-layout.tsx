import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Scale } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. "Create account". */
  footer?: ReactNode;
}

/** The centred card shared by the sign-in, sign-up and password pages. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 sm:py-16">
      <Link
        href="/"
        className="mb-8 inline-flex items-center gap-2 rounded-md font-serif text-xl font-semibold text-primary"
      >
        <Scale className="size-6" aria-hidden="true" />
        Counsel Review
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
    </div>
  );
}
