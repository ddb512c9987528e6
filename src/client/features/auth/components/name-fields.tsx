import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field';

interface NameField extends UseFormRegisterReturn {
  error?: string;
}

/** "First name" and "Last name" side by side (stacked on phones). */
export function NameFields({ firstName, lastName }: { firstName: NameField; lastName: NameField }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="First name" autoComplete="given-name" {...firstName} />
      <FormField label="Last name" autoComplete="family-name" {...lastName} />
    </div>
  );
}
