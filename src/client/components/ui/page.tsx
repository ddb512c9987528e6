import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/utils';

/** The width and padding of a signed-in page. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10', className)}
      {...props}
    />
  );
}

/** The page's one <h1> and an optional line under it. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6 sm:mb-8">
      <h1 className="font-serif text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
    </div>
  );
}
