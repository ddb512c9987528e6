import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { cn } from '#client/lib/utils';

/** An in-app link styled as text (wouter navigation, no reload). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-primary underline-offset-4 hover:underline',
        className,
      )}
      {...props}
    />
  );
}
