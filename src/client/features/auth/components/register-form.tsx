import { browserNavigation } from '#client/lib/navigation';
import { useRegister } from '../api/use-register';
import { AccountForm } from './account-form';

/** Sign-up for applicants; on success the app reloads at the return address, signed in. */
export function RegisterForm({ returnTo }: { returnTo: string }) {
  const registration = useRegister();
  return (
    <AccountForm
      submitLabel="Create account"
      busy={registration.isPending || registration.isSuccess}
      error={registration.error}
      onSubmit={(values) =>
        registration.mutate(values, { onSuccess: () => browserNavigation.assign(returnTo) })
      }
    />
  );
}
