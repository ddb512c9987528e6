import type { DataColumn } from '#client/components/ui/data-table';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Select } from '#client/components/ui/select';
import { toast } from '#client/components/ui/use-toast';
import { toastFailure } from '#client/lib/toast-failure';
import type { AdminReviewer } from '#shared/schemas/admin.js';
import { useSetReviewerCapacity } from '../../api/use-set-reviewer-capacity';
import { capacityOptions, isWeeklyCapacity } from '#client/lib/capacity';

/** The capacity select of one reviewer: it saves as soon as it changes. */
function CapacitySelect({ reviewer }: { reviewer: AdminReviewer }) {
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
        onError: (error) => toastFailure('Capacity Not Saved', error),
      },
    );
  }

  return (
    <Select
      aria-label={`Weekly capacity for ${reviewer.name}`}
      value={capacity.isPending ? capacity.variables.weeklyCapacity : reviewer.weeklyCapacity}
      disabled={capacity.isPending}
      onChange={(event) => changeCapacity(Number(event.target.value))}
    >
      {capacityOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

function preferences(reviewer: AdminReviewer): string[] {
  return [
    reviewer.t14 ? 'T14' : null,
    reviewer.premiumOnly ? 'Premium only' : null,
    reviewer.acceptRush ? null : 'No rush',
  ].filter((text): text is string => text !== null);
}

/** Manage Reviewers' columns: who, capacity (editable), load, record, and (de)activation. */
export function reviewerColumns(
  onToggleActive: (reviewer: AdminReviewer) => void,
): DataColumn<AdminReviewer>[] {
  return [
    {
      header: 'Reviewer',
      cell: (reviewer) => (
        <>
          <p className="font-medium text-slate-900">{reviewer.name}</p>
          <p className="text-xs break-all text-slate-500">{reviewer.email}</p>
          <p className="text-xs text-slate-600">{reviewer.lawSchool}</p>
          {preferences(reviewer).length > 0 ? (
            <p className="text-xs text-slate-500">{preferences(reviewer).join(' · ')}</p>
          ) : null}
        </>
      ),
    },
    { header: 'Weekly Capacity', cell: (reviewer) => <CapacitySelect reviewer={reviewer} /> },
    {
      header: 'Load',
      cell: (reviewer) => (
        <>
          <p>{reviewer.activeLoad} in progress</p>
          <p className="text-xs text-slate-500">
            {reviewer.takenThisWeek} of {reviewer.weeklyCapacity} taken this week
          </p>
        </>
      ),
    },
    {
      header: 'Rating',
      cell: (reviewer) =>
        reviewer.avgRating === null ? 'No ratings' : `${reviewer.avgRating.toFixed(1)} / 5`,
    },
    { header: 'Completed', cell: (reviewer) => reviewer.completed },
    {
      header: 'Adopted Wording',
      cell: (reviewer) =>
        reviewer.adoptedPercent === null ? (
          <span className="text-slate-500">No revised drafts</span>
        ) : (
          <span title="Share of the words in applicants' revised drafts taken word for word from this reviewer">
            {reviewer.adoptedPercent}% of revised drafts
          </span>
        ),
    },
    {
      header: 'Status',
      cell: (reviewer) => (
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
      ),
    },
  ];
}
