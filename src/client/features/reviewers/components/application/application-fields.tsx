import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Label } from '../../../../components/ui/label';
import { textareaClass } from '../textarea-class';

interface BioFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint: ReactNode;
  error?: string;
}

/** A labelled textarea with its hint or error underneath, like FormField. */
export function TextAreaField({ label, hint, error, ...props }: BioFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        className={textareaClass}
        {...props}
      />
      <p id={noteId} className={error ? 'text-sm text-red-700' : 'text-sm text-slate-500'}>
        {error ?? hint}
      </p>
    </div>
  );
}

interface YesNoFieldProps {
  legend: string;
  hint: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  error?: string;
}

/** A yes/no question as two radio buttons in a fieldset. */
export function YesNoField({ legend, hint, value, onChange, error }: YesNoFieldProps) {
  const name = useId();
  const noteId = `${name}-note`;
  const options = [
    { label: 'Yes', value: true },
    { label: 'No', value: false },
  ];
  return (
    <fieldset className="grid gap-2" aria-describedby={noteId}>
      <legend className="mb-2 text-sm leading-none font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-6">
        {options.map((option) => (
          <label key={option.label} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              className="size-4 accent-primary"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={noteId} className={error ? 'text-sm text-red-700' : 'text-sm text-slate-500'}>
        {error ?? hint}
      </p>
    </fieldset>
  );
}
