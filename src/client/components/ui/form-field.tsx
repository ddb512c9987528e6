import { useId } from 'react';
import type { ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

interface FormFieldProps extends ComponentProps<typeof Input> {
  label: string;
  /** Guidance shown under the field while there is no error. */
  hint?: string;
  error?: string;
}

/** A labelled input with its hint or error underneath, wired up for screen readers. */
export function FormField({ label, hint, error, id, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...inputProps}
      />
      {note ? (
        <p id={noteId} className={error ? 'text-sm text-red-700' : 'text-sm text-slate-500'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
