import { useSearch } from 'wouter';
import { TextLink } from '#client/components/ui/text-link';
import { AuthLayout } from '#client/features/auth/components/auth-layout';
import { RegisterForm } from '#client/features/auth/components/register-form';
import { parseReturnTo, withReturnTo } from '#client/features/auth/return-to';

export function RegisterPage() {
  const returnTo = parseReturnTo(useSearch());
  return (
    <AuthLayout
      title="Create your account"
      description="Get attorney feedback on your law school personal statement."
      footer={
        <>
          Already have an account?{' '}
          <TextLink href={withReturnTo('/login', returnTo)}>Sign in</TextLink>
        </>
      }
    >
      <RegisterForm returnTo={returnTo} />
    </AuthLayout>
  );
}
