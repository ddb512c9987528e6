import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils';

/** A native <select>, matching Input: the browser's own list, keyboard and screen reader support. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

interface NumberSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange'> {
  value: number;
  onChange: (value: number) => void;
}

/** A Select whose options are numbers (react-hook-form's Controller fits it). */
export function NumberSelect({ value, onChange, ...props }: NumberSelectProps) {
  return (
    <Select
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      {...props}
    />
  );
}
