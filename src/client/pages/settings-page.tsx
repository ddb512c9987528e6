import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card';
import { PageContainer, PageHeader } from '#client/components/ui/page';
import { useSignedInUser } from '#client/features/auth/api/use-auth';
import { ChangePasswordForm } from '#client/features/auth/components/change-password-form';

export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title="Settings" />
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          {user.hasPassword ? (
            <CardDescription>Choose a new password for signing in with your email.</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          {user.hasPassword ? (
            <ChangePasswordForm />
          ) : (
            <p className="text-slate-700">
              You sign in with your identity provider, so there is no password to change here.
              Manage your password with that provider.
            </p>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
