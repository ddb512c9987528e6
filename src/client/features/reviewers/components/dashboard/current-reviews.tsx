import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { useMyAssignments } from '../../api/use-my-assignments';
import { AssignmentDetailsDialog } from './assignment-details-dialog';
import { CurrentReviewItem } from './current-review-item';
import { ReleaseDialog } from './release-dialog';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';

interface CurrentReviewsProps {
  reviewerId: string;
  /** How many active orders the stats count (undefined while unknown). */
  expected: number | undefined;
}

/** 'Current Reviews': my orders in status assigned or in_review. */
export function CurrentReviews({ reviewerId, expected }: CurrentReviewsProps) {
  const assignments = useMyAssignments(reviewerId, expected);
  const [details, setDetails] = useState<SubmissionDetail | null>(null);
  const [releasing, setReleasing] = useState<SubmissionDetail | null>(null);

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
        ) : assignments.data.length === 0 ? (
          <EmptyState
            title="No current assignments"
            hint="New assignments will appear here once assigned"
          />
        ) : (
          <ul className="grid gap-3" aria-label="Current reviews">
            {assignments.data.map((submission) => (
              <CurrentReviewItem
                key={submission.id}
                submission={submission}
                onDetails={() => setDetails(submission)}
                onRelease={() => setReleasing(submission)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <AssignmentDetailsDialog submission={details} onClose={() => setDetails(null)} />
      <ReleaseDialog submission={releasing} onClose={() => setReleasing(null)} />
    </Card>
  );
}
