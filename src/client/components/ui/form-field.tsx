import { Slot } from 'radix-ui';
import { useId } from 'react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

interface FormFieldProps extends Omit<ComponentProps<typeof Input>, 'children'> {
  label: ReactNode;
  /** A prompt between the label and the control, e.g. a question's guidance. */
  description?: ReactNode;
  /** Guidance shown under the field while there is no error. */
  hint?: ReactNode;
  error?: string | null;
  /** Announce the error when it appears (role="alert"): for a field checked only on submit. */
  alertError?: boolean;
  /** Ids of more text that describes the control, read after the hint or error. */
  describedBy?: string;
  /** Beside the control, e.g. a Search button. */
  action?: ReactNode;
  /**
   * The control, when it is not a text input: a Textarea, a Select... It receives the id, and
   * aria-invalid and aria-describedby; the input props of this component are then not used.
   */
  children?: ReactElement;
}

/**
 * A labelled control with its hint or error underneath, wired up for screen readers: the one
 * way a form field is built (react-hook-form's register() spreads onto it, or onto its child).
 */
export function FormField({
  label,
  description,
  hint,
  error,
  alertError = false,
  describedBy,
  action,
  id,
  children,
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const noteId = `${controlId}-note`;
  const note = error || hint;
  const describedByIds = [description ? descriptionId : null, note ? noteId : null, describedBy]
    .filter(Boolean)
    .join(' ');
  const control = (
    <Slot.Root
      id={controlId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedByIds || undefined}
    >
      {children ?? <Input {...inputProps} />}
    </Slot.Root>
  );
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={controlId}>{label}</Label>
      {description ? (
        <p id={descriptionId} className="text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {action ? (
        <div className="flex gap-2">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      {note ? (
        <p
          id={noteId}
          role={error && alertError ? 'alert' : undefined}
          className={error ? 'text-sm text-red-700' : 'text-sm text-slate-500'}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
