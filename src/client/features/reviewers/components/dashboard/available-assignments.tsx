import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { LoadMore } from '#client/components/ui/load-more';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '#client/lib/api';
import type { QueueItem as QueueItemData } from '#shared/schemas/reviewers.js';
import { useAcceptAssignment } from '../../api/use-accept-assignment';
import { useReviewerQueue } from '../../api/use-reviewer-queue';
import { statementTitle } from '#client/lib/format';
import { QueueItem } from './queue-item';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { loadOnIntent } from '#client/lib/load-on-intent';

// The details dialog loads when the list is pointed at or focused, not with the dashboard.
const loadDetails = () => import('./queue-details-dialog');
const QueueDetailsDialog = lazy(() =>
  loadDetails().then((m) => ({ default: m.QueueDetailsDialog })),
);
const loadDialog = loadOnIntent(loadDetails);

/** 'Available Assignments': the queue my preferences allow (docs/product.md §5 Access). */
export function AvailableAssignments() {
  const queue = useReviewerQueue();
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const accept = useAcceptAssignment();
  const [details, setDetails] = useState<QueueItemData | null>(null);
  const acceptingId = accept.isPending ? accept.variables : undefined;
  // The newest page says best whether the reviewer may take an order now.
  const refusal = queue.data?.pages.at(-1)?.takeRefusal ?? null;
  const cannotAccept = accept.isPending || refusal !== null;

  function acceptItem(item: QueueItemData) {
    accept.mutate(item.id, {
      onSuccess: () => {
        setDetails(null);
        toast({
          title: 'Assignment Accepted',
          description: `${statementTitle(item.targetSchool)} is now in Current Reviews. Start the review when you are ready.`,
        });
      },
      onError: (error) => {
        // A lost session is handled once, globally: the 'Unauthorized' toast and sign-in.
        if (isUnauthorizedError(error)) return;
        setDetails(null);
        toast({
          title: 'Could Not Accept Assignment',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Available Assignments</CardTitle>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={queue.isFetching}
          onClick={() => void queue.refetch()}
        >
          <RefreshCw
            // Load more says it is loading by itself.
            className={queue.isFetching && !queue.isFetchingNextPage ? 'animate-spin' : undefined}
            aria-hidden="true"
          />
          Refresh Queue
        </Button>
      </CardHeader>
      <CardContent>
        {queue.isPending ? (
          <SectionSpinner label="Loading available assignments" />
        ) : !queue.data ? (
          <SectionError
            what="available assignments"
            error={queue.error}
            onRetry={() => void queue.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title="No available assignments"
            hint="Check back later for new submissions"
          />
        ) : (
          <div className="grid gap-3">
            {refusal ? (
              <Alert role="status">{refusal} Until then, Accept Assignment is unavailable.</Alert>
            ) : null}
            <ul
              className="grid gap-3"
              aria-label="Available assignments"
              onPointerEnter={loadDialog}
              onFocus={loadDialog}
            >
              {items.map((item) => (
                <QueueItem
                  key={item.id}
                  item={item}
                  accepting={acceptingId === item.id}
                  busy={cannotAccept}
                  onAccept={() => acceptItem(item)}
                  onDetails={() => setDetails(item)}
                />
              ))}
            </ul>
            <LoadMore list={queue} />
          </div>
        )}
      </CardContent>
      {details ? (
        <Suspense fallback={null}>
          <QueueDetailsDialog
            item={details}
            accepting={acceptingId === details.id}
            busy={cannotAccept}
            onAccept={acceptItem}
            onClose={() => setDetails(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
