import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '../../../../lib/api';
import { slaAlertThresholds } from '../../../../../shared/domain/at-risk.js';
import type { AdminSettings } from '../../../../../shared/schemas/admin.js';
import { useSaveAdminSettings } from '../../api/use-save-admin-settings';
import { checkboxClass, selectClass } from '../field-classes';

function savedDescription(settings: AdminSettings): string {
  return settings.maintenanceMode
    ? 'Maintenance mode is on: new orders are refused. Paid orders continue.'
    : 'New orders are accepted.';
}

/** Auto-assignment, the SLA alert threshold and maintenance mode, saved together. */
export function QuickSettingsForm({ saved }: { saved: AdminSettings }) {
  const save = useSaveAdminSettings();
  const [values, setValues] = useState<AdminSettings>(saved);
  const ids = { auto: useId(), sla: useId(), slaHint: useId(), maintenance: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    let result: AdminSettings;
    try {
      result = await save.mutateAsync(values);
    } catch (error) {
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Settings Not Saved',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    setValues(result);
    toast({ title: 'Settings Saved', description: savedDescription(result) });
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-1">
        <label htmlFor={ids.auto} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            id={ids.auto}
            type="checkbox"
            className={checkboxClass}
            checked={values.autoAssignment}
            onChange={(event) => setValues({ ...values, autoAssignment: event.target.checked })}
          />
          Enable auto-assignment
        </label>
        <p className="pl-6 text-xs text-slate-500">
          Orders nobody accepts within an hour go to the eligible reviewer with the most spare
          capacity.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.sla}>SLA Alerts</Label>
        <select
          id={ids.sla}
          className={selectClass}
          value={values.slaAlertThreshold}
          aria-describedby={ids.slaHint}
          onChange={(event) =>
            setValues({
              ...values,
              slaAlertThreshold: Number(event.target.value) as AdminSettings['slaAlertThreshold'],
            })
          }
        >
          {slaAlertThresholds.map((threshold) => (
            <option key={threshold} value={threshold}>
              Alert at {threshold}% of deadline
            </option>
          ))}
        </select>
        <p id={ids.slaHint} className="text-xs text-slate-500">
          An order joins Orders At Risk once this share of its time to the deadline has passed.
        </p>
      </div>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">Maintenance Mode</legend>
        <label htmlFor={ids.maintenance} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            id={ids.maintenance}
            type="checkbox"
            className={checkboxClass}
            checked={values.maintenanceMode}
            onChange={(event) => setValues({ ...values, maintenanceMode: event.target.checked })}
          />
          Disable new orders
        </label>
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}
