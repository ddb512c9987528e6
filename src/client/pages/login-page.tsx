import { useSearch } from 'wouter';
import { signInErrorMessage } from '#shared/domain/sign-in-errors.js';
import { Alert } from '#client/components/ui/alert';
import { TextLink } from '#client/components/ui/text-link';
import { LoginForm } from '#client/features/auth/components/login-form';
import { AuthLayout } from '#client/features/auth/components/auth-layout';
import { OidcButton } from '#client/features/auth/components/oidc-button';
import { parseReturnTo, withReturnTo } from '#client/features/auth/return-to';

export function LoginPage() {
  const search = useSearch();
  const returnTo = parseReturnTo(search);
  // Set by the server when sign-in with the identity provider did not complete.
  const providerError = signInErrorMessage(new URLSearchParams(search).get('error'));
  return (
    <AuthLayout
      title="Sign in"
      footer={
        <>
          New to Counsel Review?{' '}
          <TextLink href={withReturnTo('/register', returnTo)}>Create account</TextLink>
        </>
      }
    >
      <div className="grid gap-4">
        {providerError ? (
          <Alert role="alert" variant="destructive">
            {providerError}
          </Alert>
        ) : null}
        <OidcButton returnTo={returnTo} />
        <LoginForm returnTo={returnTo} />
      </div>
    </AuthLayout>
  );
}
