import { useId } from 'react';
import { Checkbox } from '#client/components/ui/checkbox';

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
            <Checkbox
              type="radio"
              name={name}
              className="mt-0"
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
