import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '#shared/schemas/auth.js';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { TextLink } from '#client/components/ui/text-link';
import { errorMessage } from '#client/lib/api';
import { browserNavigation } from '#client/lib/navigation';
import { useLogin } from '../api/use-login';

/** Email and password sign-in; on success the app reloads at the return address. */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => browserNavigation.assign(returnTo) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextLink href="/forgot-password" className="justify-self-start text-sm">
        Forgot your password?
      </TextLink>
      {login.isError ? (
        <Alert role="alert" variant="destructive">
          {errorMessage(login.error)}
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={login.isPending || login.isSuccess}>
        Sign in
      </Button>
    </form>
  );
}
