import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileBody } from '#shared/schemas/auth.js';
import type { User } from '#shared/schemas/auth.js';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { NameFields } from './name-fields';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useUpdateProfile } from '../api/use-update-profile';

/** The user's name (editable) and email (read-only). */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateProfileBody),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
        toast({ title: 'Profile Updated', description: 'Your name has been saved.' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <NameFields
        firstName={{ ...register('firstName'), error: errors.firstName?.message }}
        lastName={{ ...register('lastName'), error: errors.lastName?.message }}
      />
      <FormField label="Email" type="email" value={user.email} readOnly />
      {update.isError ? (
        <Alert role="alert" variant="destructive">
          {errorMessage(update.error)}
        </Alert>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        Save changes
      </Button>
    </form>
  );
}
