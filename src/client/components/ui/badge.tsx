import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils';

/** A small pill; colours come from the caller (e.g. roleBadgeClass). */
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
      {...props}
    />
  );
}
