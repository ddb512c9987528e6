import { useSearch } from 'wouter';
import { Alert } from '#client/components/ui/alert';
import { TextLink } from '#client/components/ui/text-link';
import { AuthLayout } from '#client/features/auth/components/auth-layout';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form';

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <AuthLayout
      title="Choose a new password"
      footer={<TextLink href="/login">Back to sign in</TextLink>}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert role="alert" variant="destructive">
          This reset link is incomplete: it has no token. Open the link from your email again, or{' '}
          <TextLink href="/forgot-password">request a new link</TextLink>.
        </Alert>
      )}
    </AuthLayout>
  );
}
