import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/utils';

/** A native checkbox (or radio button, with type="radio") in the brand colour. */
export function Checkbox({ className, type = 'checkbox', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn('mt-0.5 size-4 shrink-0 accent-primary', className)}
      {...props}
    />
  );
}

interface CheckboxFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  /** Guidance under the label, read with the checkbox. */
  hint?: ReactNode;
}

/** A checkbox with its label beside it and an optional hint under it. */
export function CheckboxField({ label, hint, id, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <div className="grid gap-1">
      <label htmlFor={inputId} className="flex items-start gap-2 text-sm text-slate-800">
        <Checkbox id={inputId} aria-describedby={hint ? hintId : undefined} {...inputProps} />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="pl-6 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
