import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { ReviewRound, Workspace } from '#shared/schemas/reviews.js';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { errorStatus } from '#client/lib/api';
import { useAutosave } from '../hooks/use-autosave';
import { useCommentDeletion } from '../hooks/use-comment-deletion';
import { useReviewActions } from '../hooks/use-review-actions';
import { useReviewDraft } from '../hooks/use-review-draft';
import { indexAnchors } from '../lib/anchors';
import {
  commentElementId,
  passageElementId,
  revealElement,
  keptForUnsaved,
  typedComment,
} from '../lib/statement-navigation';
import {
  currentDraft,
  deliveredRounds,
  draftForRound,
  draftFromWorkspace,
  previousRound,
  revisionDrafts,
  roundNumber,
  withFollowUp,
} from '../lib/draft';
import { CommentList } from './comment-list';
import { DraftChanges } from './draft-changes';
import { PreviousComments } from './previous-comments';
import { RevisionSummary } from './revision-summary';
import { CommentsAside, GuidelinesCard, IntakeCard, ThreadCard } from './sidebar-cards';
import { ReviewActionBar } from './review-action-bar';
import { ReviewFormCard } from './review-form-card';
import { EarlierRounds } from './round-details';
import type { WorkspaceSlots } from './slots';
import { StatementPanel } from './statement-panel';
import { SubmissionOverview } from './submission-overview';
import { queryKeys } from '#client/lib/query-keys';

const ID_PREFIX = 'draft';
const noComments: ReviewRound['anchoredComments'] = [];

/** The workspace while the reviewer writes the current round. Mounted once per order. */
export function ReviewEditor({
  workspace,
  renderUpload,
  renderThread,
}: { workspace: Workspace } & WorkspaceSlots) {
  const { submission, statementText } = workspace;
  const queryClient = useQueryClient();
  const memoFieldId = useId();
  const [initial] = useState(() => draftFromWorkspace(workspace));
  const [restoredAt] = useState(() => {
    const saved = currentDraft(workspace);
    return saved ? new Date(saved.updatedAt) : null;
  });
  const controller = useReviewDraft(submission.id, initial);
  const { draft } = controller;
  const { state, saver } = useAutosave({
    body: controller.body,
    revision: controller.revision,
    initialSavedAt: restoredAt,
  });
  const actions = useReviewActions({
    submissionId: submission.id,
    draft,
    body: controller.body,
    saver,
    memoFieldId,
  });
  const [activeId, setActiveId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const round = roundNumber(workspace);
  const earlier = deliveredRounds(workspace);
  const previous = previousRound(workspace);
  const revision = revisionDrafts(workspace);
  const [view, setView] = useState<'draft' | 'changes'>('draft');
  const [highlightAdopted, setHighlightAdopted] = useState(false);
  const adopted = highlightAdopted ? (revision?.current.voice?.adoptedPassages ?? []) : [];
  const { sorted, numbers, placed } = indexAnchors(statementText, draft.comments);
  const deleteComment = useCommentDeletion({
    controller,
    sorted,
    // On the next task: a comment put back by Undo is drawn by then.
    focusComment: (id) => revealElement(commentElementId(ID_PREFIX, id), { later: true }),
    previousComments: previous?.anchoredComments ?? noComments,
    draftText: statementText,
  });

  // A draft refused as already delivered (another tab submitted it), or as written meanwhile by
  // another tab: read the order again (a delivered round shows as delivered).
  const conflict = state.status === 'error' && errorStatus(state.error) === 409;
  useEffect(() => {
    if (conflict)
      void queryClient.invalidateQueries({ queryKey: queryKeys.workspace(submission.id) });
  }, [conflict, queryClient, submission.id]);

  function showComment(id: string) {
    setActiveId(id);
    revealElement(commentElementId(ID_PREFIX, id));
  }
  function showPassage(id: string) {
    setActiveId(id);
    revealElement(passageElementId(ID_PREFIX, id));
  }

  return (
    <div className="grid gap-6">
      <SubmissionOverview
        submission={submission}
        round={round}
        draft={draftForRound(workspace, round)}
      />
      {revision ? (
        <RevisionSummary
          round={round}
          draft={revision.current}
          highlightAdopted={highlightAdopted}
          onHighlightAdopted={(on) => {
            setHighlightAdopted(on);
            // The highlights are in the draft itself, not in the comparison.
            if (on) setView('draft');
          }}
        />
      ) : earlier.length ? (
        <Alert>
          This is round {round}: the applicant asked for a revision. Their note is in the message
          thread, and your earlier rounds are listed beside your review.
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 pb-3">
            <CardTitle className="text-lg">Personal Statement</CardTitle>
            {revision?.previous ? (
              <div
                role="group"
                aria-label="Statement view"
                className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
              >
                <Button
                  type="button"
                  size="sm"
                  variant={view === 'draft' ? 'default' : 'ghost'}
                  aria-pressed={view === 'draft'}
                  onClick={() => setView('draft')}
                >
                  Draft {revision.current.number}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant={view === 'changes' ? 'default' : 'ghost'}
                  aria-pressed={view === 'changes'}
                  onClick={() => {
                    // The comparison replaces the statement, and a comment being typed on it.
                    if (keptForUnsaved(typedComment(), 'show the changes')) return;
                    setView('changes');
                  }}
                >
                  Changes since draft {revision.previous.number}
                </Button>
              </div>
            ) : null}
          </CardHeader>
          <CardContent>
            {revision?.previous && view === 'changes' ? (
              <DraftChanges previous={revision.previous} current={revision.current} />
            ) : (
              <StatementPanel
                text={statementText}
                comments={sorted}
                numbers={numbers}
                idPrefix={ID_PREFIX}
                activeId={activeId}
                onPassageClick={showComment}
                onAddComment={(span, quote, text) => {
                  const id = controller.addComment(span, quote, text);
                  setActiveId(id);
                  return id;
                }}
                highlights={adopted}
              />
            )}
          </CardContent>
        </Card>
        <CommentsAside count={sorted.length}>
          <CommentList
            comments={sorted}
            numbers={numbers}
            placed={placed}
            idPrefix={ID_PREFIX}
            activeId={activeId}
            onShowPassage={showPassage}
            onEdit={controller.editComment}
            onDelete={deleteComment}
            emptyText="No comments yet. Select a passage in the statement to comment on it."
          />
        </CommentsAside>
      </div>

      {previous ? (
        <PreviousComments
          round={previous}
          draftText={statementText}
          marks={draft.followUps}
          disabled={actions.submitting}
          onMark={(comment, anchor, status) => {
            controller.setFollowUp(comment, anchor, status);
            return withFollowUp(draft, comment, anchor, status).copy;
          }}
        />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ReviewFormCard
          controller={controller}
          memoFieldId={memoFieldId}
          renderUpload={renderUpload}
          disabled={actions.submitting}
          onUploadBusyChange={setUploading}
        />
        <div className="grid gap-6">
          <ThreadCard submissionId={submission.id} renderThread={renderThread} />
          <IntakeCard answers={submission.intakeAnswers} />
          <GuidelinesCard />
          {earlier.length ? (
            <section aria-label="Earlier rounds" className="grid gap-3">
              <h2 className="text-base font-semibold text-slate-900">Earlier Rounds</h2>
              <EarlierRounds rounds={earlier} />
            </section>
          ) : null}
        </div>
      </div>

      <ReviewActionBar
        autosave={state}
        memoEmpty={draft.summaryMemo.length === 0}
        uploading={uploading}
        submitting={actions.submitting}
        savingDraft={actions.savingDraft}
        failure={actions.failure}
        onSaveDraft={() => void actions.saveDraft()}
        onSubmit={() => void actions.submit()}
      />
    </div>
  );
}
