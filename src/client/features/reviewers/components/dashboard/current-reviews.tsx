import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { LoadMore } from '#client/components/ui/load-more';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { useMyAssignments } from '../../api/use-my-assignments';
import { AssignmentDetailsDialog } from './assignment-details-dialog';
import { CurrentReviewItem } from './current-review-item';
import { ReleaseDialog } from './release-dialog';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';

/** 'Current Reviews': my orders in status assigned or in_review, soonest deadline first. */
export function CurrentReviews() {
  const assignments = useMyAssignments();
  const items = assignments.data?.pages.flatMap((page) => page.items) ?? [];
  const [details, setDetails] = useState<SubmissionListRow | null>(null);
  const [releasing, setReleasing] = useState<SubmissionListRow | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Reviews</CardTitle>
      </CardHeader>
      <CardContent>
        {assignments.isError ? (
          <SectionError
            what="your current reviews"
            error={assignments.error}
            onRetry={() => void assignments.refetch()}
          />
        ) : assignments.isPending ? (
          <SectionSpinner label="Loading your current reviews" />
        ) : items.length === 0 ? (
          <EmptyState
            title="No current assignments"
            hint="New assignments will appear here once assigned"
          />
        ) : (
          <div className="grid gap-3">
            <ul className="grid gap-3" aria-label="Current reviews">
              {items.map((submission) => (
                <CurrentReviewItem
                  key={submission.id}
                  submission={submission}
                  onDetails={() => setDetails(submission)}
                  onRelease={() => setReleasing(submission)}
                />
              ))}
            </ul>
            <LoadMore list={assignments} />
          </div>
        )}
      </CardContent>
      <AssignmentDetailsDialog submission={details} onClose={() => setDetails(null)} />
      <ReleaseDialog submission={releasing} onClose={() => setReleasing(null)} />
    </Card>
  );
}
