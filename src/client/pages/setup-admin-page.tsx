import { useSearch } from 'wouter';
import { Alert } from '#client/components/ui/alert';
import { AdminSetupForm } from '#client/features/auth/components/admin-setup-form';
import { AuthLayout } from '#client/features/auth/components/auth-layout';

export function SetupAdminPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <AuthLayout
      title="Create the administrator account"
      description="This one-time link sets up the first administrator of this installation."
    >
      {token ? (
        <AdminSetupForm token={token} />
      ) : (
        <Alert role="alert" variant="destructive">
          This setup link is incomplete: it has no token. Open the full link that the server printed
          when it started.
        </Alert>
      )}
    </AuthLayout>
  );
}
