import type { ReactNode } from 'react';
import { PageSpinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { useDeferredAnswer } from '#client/lib/use-deferred-answer';
import { useStartReview } from '../api/use-start-review';
import { useWorkspace } from '../api/use-workspace';
import { isWritable, roundNumber } from '../lib/draft';
import { DeliveredView } from './delivered-view';
import { ReviewEditor } from './review-editor';
import type { WorkspaceSlots } from './slots';
import { WorkspaceErrorState, WorkspaceHeader, WorkspaceNotFoundState } from './workspace-frame';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface WorkspaceViewProps extends WorkspaceSlots {
  submissionId: string;
}

/**
 * The reviewer workspace (docs/product.md §7 Screens) for one assigned order: a spinner while it
 * loads, the error and not-found states, the editor while the round is being written, the delivered
 * round after.
 */
export function WorkspaceView({ submissionId, renderUpload, renderThread }: WorkspaceViewProps) {
  const valid = UUID.test(submissionId);
  const query = useWorkspace(submissionId, valid);
  // Only this visit's answer: the editor keeps the draft it starts from (useWorkspace).
  const fresh = query.isFetchedAfterMount;
  const loaded = fresh && query.data?.submission ? query.data : undefined;
  useStartReview(loaded);
  // The editor is a large page: rendered as a transition, not in one long task.
  const workspace = useDeferredAnswer(loaded?.submission.id, loaded);

  let content: ReactNode;
  if (!valid) content = <WorkspaceNotFoundState />;
  else if (!fresh) content = <PageSpinner />;
  else if (query.isError) {
    content = (
      <WorkspaceErrorState
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!loaded) content = <WorkspaceNotFoundState />;
  else if (!workspace) content = <PageSpinner />;
  else if (!isWritable(workspace)) {
    content = <DeliveredView workspace={workspace} renderThread={renderThread} />;
  } else {
    content = (
      <ReviewEditor
        key={workspace.submission.id}
        workspace={workspace}
        renderUpload={renderUpload}
        renderThread={renderThread}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <WorkspaceHeader
        details={workspace && { submission: workspace.submission, round: roundNumber(workspace) }}
      />
      {content}
    </div>
  );
}
