import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '../../../../lib/api';
import type { AdminReviewer } from '../../../../../shared/schemas/admin.js';
import { useSetReviewerCapacity } from '../../api/use-set-reviewer-capacity';
import { capacityOptions, isWeeklyCapacity } from '../../lib/capacity';
import { selectClass } from '../field-classes';

const td = 'px-3 py-3 align-top text-sm text-slate-800';

interface ReviewerRowProps {
  reviewer: AdminReviewer;
  onToggleActive: (reviewer: AdminReviewer) => void;
}

/** One reviewer; the capacity select saves as soon as it changes. */
export function ReviewerRow({ reviewer, onToggleActive }: ReviewerRowProps) {
  const capacity = useSetReviewerCapacity();

  function changeCapacity(value: number) {
    if (!isWeeklyCapacity(value)) return;
    capacity.mutate(
      { reviewerId: reviewer.id, weeklyCapacity: value },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Capacity Updated',
            description:
              saved.weeklyCapacity === 0
                ? `${saved.name} is set to Unavailable and gets no new orders.`
                : `${saved.name} can take up to ${saved.weeklyCapacity} reviews a week.`,
          }),
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({
            title: 'Capacity Not Saved',
            description: errorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  }

  const preferences = [
    reviewer.t14 ? 'T14' : null,
    reviewer.premiumOnly ? 'Premium only' : null,
    reviewer.acceptRush ? null : 'No rush',
  ].filter(Boolean);

  return (
    <tr>
      <td className={td}>
        <p className="font-medium text-slate-900">{reviewer.name}</p>
        <p className="text-xs break-all text-slate-500">{reviewer.email}</p>
        <p className="text-xs text-slate-600">{reviewer.lawSchool}</p>
        {preferences.length > 0 ? (
          <p className="text-xs text-slate-500">{preferences.join(' · ')}</p>
        ) : null}
      </td>
      <td className={td}>
        <select
          aria-label={`Weekly capacity for ${reviewer.name}`}
          className={selectClass}
          value={capacity.isPending ? capacity.variables.weeklyCapacity : reviewer.weeklyCapacity}
          disabled={capacity.isPending}
          onChange={(event) => changeCapacity(Number(event.target.value))}
        >
          {capacityOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </td>
      <td className={td}>
        <p>{reviewer.activeLoad} in progress</p>
        <p className="text-xs text-slate-500">
          {reviewer.takenThisWeek} of {reviewer.weeklyCapacity} taken this week
        </p>
      </td>
      <td className={td}>
        {reviewer.avgRating === null ? 'No ratings' : `${reviewer.avgRating.toFixed(1)} / 5`}
      </td>
      <td className={td}>{reviewer.completed}</td>
      <td className={td}>
        <div className="flex flex-col items-start gap-2">
          <Badge
            className={
              reviewer.active ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-800'
            }
          >
            {reviewer.active ? 'Active' : 'Deactivated'}
          </Badge>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`${reviewer.active ? 'Deactivate' : 'Activate'} ${reviewer.name}`}
            onClick={() => onToggleActive(reviewer)}
          >
            {reviewer.active ? 'Deactivate' : 'Activate'}
          </Button>
        </div>
      </td>
    </tr>
  );
}
