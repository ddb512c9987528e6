import { TextLink } from '#client/components/ui/text-link';
import { AuthLayout } from '#client/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '#client/features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={<TextLink href="/login">Back to sign in</TextLink>}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
