import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { CheckboxField } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { NumberSelect } from '#client/components/ui/select';
import { toast } from '#client/components/ui/use-toast';
import { zodResolverOnFirstCheck } from '#client/lib/resolver-on-first-check';
import { toastFailure, toastUncheckedForm } from '#client/lib/toast-failure';
import { slaAlertThresholds } from '#shared/domain/at-risk.js';
import type { AdminSettings, AdminSettingsChange } from '#shared/schemas/admin.js';
import { useSaveAdminSettings } from '../../api/use-save-admin-settings';

const settingsChecks = zodResolverOnFirstCheck(() =>
  import('#shared/schemas/admin.js').then((m) => m.adminSettings),
);

function savedDescription(settings: AdminSettings): string {
  return settings.maintenanceMode
    ? 'Maintenance mode is on: new orders are refused. Paid orders continue.'
    : 'New orders are accepted.';
}

/**
 * Auto-assignment, the SLA alert threshold and maintenance mode. The form follows the settings
 * as the server last told them (another admin may change them), keeping what this admin
 * changed; saving sends only those changes.
 */
export function QuickSettingsForm({ saved }: { saved: AdminSettings }) {
  const save = useSaveAdminSettings();
  const { register, handleSubmit, control, reset } = useForm({
    resolver: settingsChecks.resolver,
    defaultValues: saved,
  });
  const { field: thresholdField } = useController({ control, name: 'slaAlertThreshold' });
  useEffect(() => reset(saved, { keepDirtyValues: true }), [saved, reset]);

  const onSubmit = handleSubmit(
    async (values) => {
      // What differs from the settings as the server last told them: this admin's changes.
      const changed = (Object.keys(values) as (keyof AdminSettings)[]).filter(
        (key) => values[key] !== saved[key],
      );
      let result: AdminSettings;
      try {
        result = await save.mutateAsync(
          Object.fromEntries(changed.map((key) => [key, values[key]])) as AdminSettingsChange,
        );
      } catch (error) {
        toastFailure('Settings Not Saved', error);
        return;
      }
      reset(result);
      toast({ title: 'Settings Saved', description: savedDescription(result) });
    },
    (errors) => toastUncheckedForm('Settings Not Saved', errors),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={settingsChecks.preload}
      className="grid gap-4"
    >
      <CheckboxField
        label="Enable auto-assignment"
        hint="Orders nobody accepts within an hour go to the eligible reviewer with the most spare capacity."
        {...register('autoAssignment')}
      />
      <FormField
        label="SLA Alerts"
        hint="An order joins Orders At Risk once this share of its time to the deadline has passed."
      >
        <NumberSelect {...thresholdField}>
          {slaAlertThresholds.map((threshold) => (
            <option key={threshold} value={threshold}>
              Alert at {threshold}% of deadline
            </option>
          ))}
        </NumberSelect>
      </FormField>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">Maintenance Mode</legend>
        <CheckboxField label="Disable new orders" {...register('maintenanceMode')} />
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}
