import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

// Matches the design system's Input, which has no textarea or select sibling yet.
const controlClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 sm:text-sm';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, control, then its error or hint, wired up for screen readers like FormField. */
function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, describedBy: note ? noteId : undefined })}
      {note ? (
        <p id={noteId} className={error ? 'text-sm text-red-700' : 'text-sm text-slate-500'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
}

export function SelectField({ label, error, className, children, ...props }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, 'h-10', className)}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, 'min-h-36', className)}
          {...props}
        />
      )}
    </FieldShell>
  );
}
