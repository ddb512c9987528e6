import { lazy, Suspense, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { LoadMore } from '#client/components/ui/load-more';
import type { SubmissionListRow } from '#shared/schemas/submissions.js';
import { useMyAssignments } from '../../api/use-my-assignments';
import { CurrentReviewItem } from './current-review-item';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { loadOnIntent } from '#client/lib/load-on-intent';

// The dialogs load when the list is pointed at or focused, not with the dashboard.
const loadDetails = () => import('./assignment-details-dialog');
const loadRelease = () => import('./release-dialog');
const AssignmentDetailsDialog = lazy(() =>
  loadDetails().then((m) => ({ default: m.AssignmentDetailsDialog })),
);
const ReleaseDialog = lazy(() => loadRelease().then((m) => ({ default: m.ReleaseDialog })));
const loadDialogs = loadOnIntent(() => Promise.all([loadDetails(), loadRelease()]));

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
        {assignments.isPending ? (
          <SectionSpinner label="Loading your current reviews" />
        ) : !assignments.data ? (
          <SectionError
            what="your current reviews"
            error={assignments.error}
            onRetry={() => void assignments.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title="No current assignments"
            hint="New assignments will appear here once assigned"
          />
        ) : (
          <div className="grid gap-3">
            <ul
              className="grid gap-3"
              aria-label="Current reviews"
              onPointerEnter={loadDialogs}
              onFocus={loadDialogs}
            >
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
      <Suspense fallback={null}>
        {details ? (
          <AssignmentDetailsDialog submission={details} onClose={() => setDetails(null)} />
        ) : null}
        {releasing ? (
          <ReleaseDialog submission={releasing} onClose={() => setReleasing(null)} />
        ) : null}
      </Suspense>
    </Card>
  );
}
