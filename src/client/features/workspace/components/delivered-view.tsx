import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import type { Workspace } from '#shared/schemas/reviews.js';
import { Alert } from '#client/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { indexAnchors } from '../lib/anchors';
import { commentElementId, passageElementId, revealElement } from '../lib/statement-navigation';
import { formatDateTime } from '#client/lib/format';
import { draftOfRound } from '#shared/domain/drafts.js';
import { deliveredRounds, roundNumber } from '../lib/draft';
import { CommentList } from './comment-list';
import { CommentsAside, ThreadCard } from './sidebar-cards';
import { EarlierRounds, RoundDetails } from './round-details';
import type { WorkspaceSlots } from './slots';
import { StatementText } from './statement-text';
import { SubmissionOverview } from './submission-overview';

const ID_PREFIX = 'delivered';

/** After delivery (or a refund) the workspace shows the latest delivered round, read-only. */
export function DeliveredView({
  workspace,
  renderThread,
}: { workspace: Workspace } & Pick<WorkspaceSlots, 'renderThread'>) {
  const { submission } = workspace;
  const rounds = deliveredRounds(workspace);
  const latest = rounds.at(-1);
  // The round shown is the last delivered one, on the draft it reviewed: an order refunded
  // during a revision round has moved on to a draft that round never saw.
  const round = latest?.round ?? roundNumber(workspace);
  const statementText = latest
    ? (draftOfRound(workspace.drafts, latest.round)?.text ?? workspace.statementText)
    : workspace.statementText;
  const [activeId, setActiveId] = useState<string | null>(null);
  const { sorted, numbers, placed } = indexAnchors(statementText, latest?.anchoredComments ?? []);

  function show(id: string, elementId: string) {
    setActiveId(id);
    revealElement(elementId);
  }

  return (
    <div className="grid gap-6">
      <Alert variant={latest ? 'success' : 'info'} className="flex items-start gap-2">
        {latest ? <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : null}
        <span>
          {latest
            ? `You delivered round ${latest.round} on ${formatDateTime(latest.submittedAt, '')}. It is read-only now.`
            : 'This order is closed: there is nothing left to review.'}
        </span>
      </Alert>
      <SubmissionOverview
        submission={submission}
        round={round}
        draft={draftOfRound(workspace.drafts, round) ?? null}
      />
      {latest ? (
        <>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <Card>
              <CardHeader className="pb-3">
                <CardTitle className="text-lg">Personal Statement</CardTitle>
              </CardHeader>
              <CardContent>
                <StatementText
                  text={statementText}
                  anchors={sorted}
                  numbers={numbers}
                  idPrefix={ID_PREFIX}
                  activeId={activeId}
                  onPassageClick={(id) => show(id, commentElementId(ID_PREFIX, id))}
                />
              </CardContent>
            </Card>
            <CommentsAside count={sorted.length}>
              <CommentList
                comments={sorted}
                numbers={numbers}
                placed={placed}
                idPrefix={ID_PREFIX}
                activeId={activeId}
                onShowPassage={(id) => show(id, passageElementId(ID_PREFIX, id))}
                emptyText="This round has no comments on passages."
              />
            </CommentsAside>
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <Card>
              <CardHeader className="pb-3">
                <CardTitle className="text-lg">Round {latest.round}: Your Review</CardTitle>
              </CardHeader>
              <CardContent>
                <RoundDetails round={latest} withoutComments />
              </CardContent>
            </Card>
            <div className="grid gap-6">
              <ThreadCard submissionId={submission.id} renderThread={renderThread} />
              {rounds.length > 1 ? (
                <section aria-label="Earlier rounds" className="grid gap-3">
                  <h2 className="text-base font-semibold text-slate-900">Earlier Rounds</h2>
                  <EarlierRounds rounds={rounds.slice(0, -1)} />
                </section>
              ) : null}
            </div>
          </div>
        </>
      ) : (
        <ThreadCard submissionId={submission.id} renderThread={renderThread} />
      )}
    </div>
  );
}
