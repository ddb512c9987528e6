import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Label } from '../../../../components/ui/label';
import { cn } from '../../../../lib/utils';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** Marks the label '(required)' or '(optional)'. */
  necessity?: 'required' | 'optional';
  /** A prompt shown under the label that helps the applicant answer. */
  hint?: ReactNode;
  /** Shown under the field (e.g. a live word count). */
  footer?: ReactNode;
}

/** A labelled multi-line field with its prompt wired up for screen readers. */
export function TextareaField({
  label,
  necessity,
  hint,
  footer,
  id,
  className,
  ...props
}: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const footerId = `${fieldId}-footer`;
  const describedBy = [hint ? hintId : null, footer ? footerId : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>
        {label}
        {necessity ? <span className="font-normal text-slate-500"> ({necessity})</span> : null}
      </Label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={fieldId}
        aria-describedby={describedBy || undefined}
        aria-required={necessity === 'required' ? true : undefined}
        className={cn(
          'min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:text-sm',
          className,
        )}
        {...props}
      />
      {footer ? (
        <div id={footerId} className="text-sm text-slate-500">
          {footer}
        </div>
      ) : null}
    </div>
  );
}
