import { browserNavigation } from '#client/lib/navigation';
import { useAdminSetup } from '../api/use-admin-setup';
import { AccountForm } from './account-form';

/** The one-time first administrator, authorised by the setup link's token. */
export function AdminSetupForm({ token }: { token: string }) {
  const setup = useAdminSetup();
  return (
    <AccountForm
      submitLabel="Create administrator"
      busy={setup.isPending || setup.isSuccess}
      error={setup.error}
      onSubmit={(values) =>
        setup.mutate(
          { ...values, token },
          { onSuccess: () => browserNavigation.assign('/dashboard') },
        )
      }
    />
  );
}
