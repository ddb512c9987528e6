import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '../../../../lib/api';
import type { Availability } from '../../../../../shared/schemas/reviewers.js';
import { useReviewerAvailability } from '../../api/use-reviewer-availability';
import { useUpdateAvailability } from '../../api/use-update-availability';
import { SectionError, SectionSpinner } from '../../../../components/ui/section-state';

const capacityOptions: { value: Availability['weeklyCapacity']; label: string }[] = [
  { value: 3, label: '3 reviews/week' },
  { value: 5, label: '5 reviews/week' },
  { value: 7, label: '7 reviews/week' },
  { value: 0, label: 'Unavailable (0)' },
];

/** SPEC's Availability card; saved with PUT /api/reviewer/availability. */
export function AvailabilityCard() {
  const availability = useReviewerAvailability();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Availability</CardTitle>
      </CardHeader>
      <CardContent>
        {availability.isPending ? (
          <SectionSpinner label="Loading your availability" />
        ) : availability.isError ? (
          <SectionError
            what="your availability"
            error={availability.error}
            onRetry={() => void availability.refetch()}
          />
        ) : (
          <AvailabilityForm saved={availability.data} />
        )}
      </CardContent>
    </Card>
  );
}

function AvailabilityForm({ saved }: { saved: Availability }) {
  const update = useUpdateAvailability();
  const [values, setValues] = useState<Availability>(saved);
  const ids = { capacity: useId(), hint: useId(), rush: useId(), premium: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Settings Updated',
          description:
            values.weeklyCapacity === 0
              ? 'You are set to Unavailable: the queue will not offer you new orders.'
              : `You can take up to ${values.weeklyCapacity} reviews a week.`,
        }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: 'Settings Not Saved',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={ids.capacity}>Weekly Capacity</Label>
        <select
          id={ids.capacity}
          value={values.weeklyCapacity}
          aria-describedby={ids.hint}
          onChange={(event) =>
            setValues({
              ...values,
              weeklyCapacity: Number(event.target.value) as Availability['weeklyCapacity'],
            })
          }
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:text-sm"
        >
          {capacityOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <p id={ids.hint} className="text-xs text-slate-500">
          Orders you accepted in the last 7 days count toward it.
        </p>
      </div>
      <label htmlFor={ids.rush} className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={ids.rush}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={values.acceptRush}
          onChange={(event) => setValues({ ...values, acceptRush: event.target.checked })}
        />
        Accept rush assignments
      </label>
      <label htmlFor={ids.premium} className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={ids.premium}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={values.premiumOnly}
          onChange={(event) => setValues({ ...values, premiumOnly: event.target.checked })}
        />
        Premium tier only
      </label>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Updating...' : 'Update Settings'}
      </Button>
    </form>
  );
}
