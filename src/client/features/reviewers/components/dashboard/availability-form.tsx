import { useController, useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { CheckboxField } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { NumberSelect } from '#client/components/ui/select';
import { toast } from '#client/components/ui/use-toast';
import { capacityOptions } from '#client/lib/capacity';
import { zodResolverOnFirstCheck } from '#client/lib/resolver-on-first-check';
import { toastFailure, toastUncheckedForm } from '#client/lib/toast-failure';
import type { Availability } from '#shared/schemas/reviewers.js';
import { useUpdateAvailability } from '../../api/use-update-availability';

const availabilityChecks = zodResolverOnFirstCheck(() =>
  import('#shared/schemas/reviewers.js').then((m) => m.availabilityBody),
);

/** The availability settings, saved with PUT /api/reviewer/availability. */
export function AvailabilityForm({ saved }: { saved: Availability }) {
  const update = useUpdateAvailability();
  const { register, handleSubmit, control } = useForm({
    resolver: availabilityChecks.resolver,
    defaultValues: saved,
  });
  const { field: capacityField } = useController({ control, name: 'weeklyCapacity' });

  const onSubmit = handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: () =>
          toast({
            title: 'Settings Updated',
            description:
              values.weeklyCapacity === 0
                ? 'You are set to Unavailable: no orders are given to you, and you cannot accept from the queue until you raise your weekly capacity.'
                : `You can take up to ${values.weeklyCapacity} reviews a week.`,
          }),
        onError: (error) => toastFailure('Settings Not Saved', error),
      }),
    (errors) => toastUncheckedForm('Settings Not Saved', errors),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={availabilityChecks.preload}
      className="grid gap-4"
    >
      <FormField
        label="Weekly Capacity"
        hint="Orders you accepted in the last 7 days count toward it."
      >
        <NumberSelect {...capacityField}>
          {capacityOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NumberSelect>
      </FormField>
      <CheckboxField label="Accept rush assignments" {...register('acceptRush')} />
      <CheckboxField label="Premium tier only" {...register('premiumOnly')} />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Updating...' : 'Update Settings'}
      </Button>
    </form>
  );
}
