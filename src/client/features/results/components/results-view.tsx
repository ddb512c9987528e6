import type { ReactNode } from 'react';
import type { Results } from '#shared/schemas/reviews.js';
import { Card, CardContent } from '#client/components/ui/card';
import { SectionError } from '#client/components/ui/section-state';
import { PageSpinner } from '#client/components/ui/spinner';
import { useDeferredAnswer } from '#client/lib/use-deferred-answer';
import { useResults } from '../api/use-results';
import { useNextDraft } from '../hooks/use-next-draft';
import { draftOfRound, suggestionsOf } from '../lib/drafts';
import { CompareDrafts } from './compare-drafts';
import { FeedbackDecision } from './feedback-decision';
import { PendingDraft } from './pending-draft';
import { ResultsHeader } from './results-header';
import { NoFeedbackYet, ResultsProblem } from './results-states';
import type { RenderDraftUpload } from './revision-request-form';
import { RoundsSection } from './rounds-section';

interface ResultsViewProps {
  submissionId: string;
  /** The order's applicant may rate, accept and ask for revisions; admins only read. */
  canDecide: boolean;
  /** The order's message thread, composed by the page (features do not import each other). */
  renderThread?: (order: { id: string; reviewerId: string | null }) => ReactNode;
  /** The upload control for a revised draft file, composed by the page. */
  renderUpload?: RenderDraftUpload;
}

/**
 * The results of an order: every delivered round (memo, rubric, the draft it reviewed with its
 * comments), the drafts and how they changed, the downloads, the applicant's decisions, and the
 * thread with the reviewer.
 */
export function ResultsView({ submissionId, ...props }: ResultsViewProps) {
  const query = useResults(submissionId);
  // The rounds make a large page: rendered as a transition, not in one long task.
  const results = useDeferredAnswer(submissionId, query.data);
  const retry = () => void query.refetch();
  if (!results) {
    return query.isError ? <ResultsProblem error={query.error} onRetry={retry} /> : <PageSpinner />;
  }
  const latest = results.rounds.at(-1);
  // A refresh that fails keeps the page, and with it a revision note or draft being written.
  return (
    <div className="grid gap-4">
      {query.isError ? (
        <SectionError what="the latest results" error={query.error} onRetry={retry} />
      ) : null}
      {/* A new round starts the next draft afresh: no ticks carried over from the last one. */}
      <LoadedResults key={latest?.id ?? 'none'} results={results} {...props} />
    </div>
  );
}

type LoadedResultsProps = Omit<ResultsViewProps, 'submissionId'> & { results: Results };

function LoadedResults({ results, canDecide, renderThread, renderUpload }: LoadedResultsProps) {
  const { submission, rounds, drafts, revisionsLeft } = results;
  const latest = rounds.at(-1);
  const lastDraft = draftOfRound(drafts, latest?.round ?? 1).text;
  const nextDraft = useNextDraft(lastDraft, suggestionsOf(latest));
  const revising = canDecide && submission.status === 'feedback_ready' && revisionsLeft > 0;
  // Drafts handed in whose round is not delivered yet (the reviewer is reading them).
  const pending = drafts.filter((draft) => draft.number > (latest?.round ?? 1));

  return (
    <div className="grid gap-8">
      <ResultsHeader results={results} canDecide={canDecide} />
      {rounds.length ? (
        <RoundsSection
          rounds={rounds}
          drafts={drafts}
          picker={revising ? { chosen: nextDraft.chosen, onToggle: nextDraft.toggle } : undefined}
        />
      ) : (
        <NoFeedbackYet status={submission.status} submissionId={submission.id} />
      )}
      {pending.map((draft) => (
        <PendingDraft key={draft.number} draft={draft} />
      ))}
      {drafts.length > 1 ? <CompareDrafts drafts={drafts} /> : null}
      {canDecide ? (
        <FeedbackDecision results={results} nextDraft={nextDraft} renderUpload={renderUpload} />
      ) : null}
      {renderThread && submission.reviewerId ? (
        <Card>
          <CardContent className="p-6">{renderThread(submission)}</CardContent>
        </Card>
      ) : null}
    </div>
  );
}
