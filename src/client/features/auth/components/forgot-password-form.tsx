import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestBody } from '#shared/schemas/auth.js';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { errorMessage } from '#client/lib/api';
import { useRequestPasswordReset } from '../api/use-request-password-reset';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetRequestBody), defaultValues: { email: '' } });

  if (request.isSuccess) {
    return (
      <Alert role="status" variant="success">
        If an account exists for that email, we&apos;ve sent a link to reset your password.
      </Alert>
    );
  }

  return (
    <form
      onSubmit={handleSubmit((values) => request.mutate(values))}
      noValidate
      className="grid gap-4"
    >
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {request.isError ? (
        <Alert role="alert" variant="destructive">
          {errorMessage(request.error)}
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={request.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
