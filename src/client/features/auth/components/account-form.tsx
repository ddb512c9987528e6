import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordMinLength, registerBody } from '#shared/schemas/auth.js';
import type { RegisterBody } from '#shared/schemas/auth.js';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { NameFields } from './name-fields';
import { errorMessage } from '#client/lib/api';

interface AccountFormProps {
  submitLabel: string;
  onSubmit: (values: RegisterBody) => void;
  /** The request is running or has succeeded (the page is about to reload). */
  busy: boolean;
  error: unknown;
}

/** Name, email and password: shared by sign-up and the first administrator's setup. */
export function AccountForm({ submitLabel, onSubmit, busy, error }: AccountFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <NameFields
        firstName={{ ...register('firstName'), error: errors.firstName?.message }}
        lastName={{ ...register('lastName'), error: errors.lastName?.message }}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${passwordMinLength} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      {error ? (
        <Alert role="alert" variant="destructive">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
