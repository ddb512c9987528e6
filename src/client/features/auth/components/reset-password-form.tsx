import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { newPassword, passwordMinLength } from '#shared/schemas/auth.js';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { TextLink } from '#client/components/ui/text-link';
import { errorMessage } from '#client/lib/api';
import { useConfirmPasswordReset } from '../api/use-confirm-password-reset';

const resetForm = z.object({ password: newPassword });

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetForm), defaultValues: { password: '' } });

  if (confirm.isSuccess) {
    return (
      <Alert role="status" variant="success">
        Your password has been reset.{' '}
        <TextLink href="/login">Sign in with your new password</TextLink>.
      </Alert>
    );
  }

  return (
    <form
      onSubmit={handleSubmit(({ password }) => confirm.mutate({ token, password }))}
      noValidate
      className="grid gap-4"
    >
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${passwordMinLength} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      {confirm.isError ? (
        <Alert role="alert" variant="destructive">
          {errorMessage(confirm.error)}{' '}
          <TextLink href="/forgot-password">Request a new link</TextLink>.
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        Reset password
      </Button>
    </form>
  );
}
