import type { ReactNode } from 'react';
import { Card, CardContent } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { useResults } from '../api/use-results';
import { FeedbackDecision } from './feedback-decision';
import { ResultsHeader } from './results-header';
import { NoFeedbackYet, ResultsProblem } from './results-states';
import { RoundsSection } from './rounds-section';

interface ResultsViewProps {
  submissionId: string;
  /** The order's applicant may rate, accept and ask for revisions; admins only read. */
  canDecide: boolean;
  /** The order's message thread, composed by the page (features do not import each other). */
  renderThread?: (submissionId: string) => ReactNode;
}

/**
 * The results of an order: every delivered round (memo, rubric, the statement with its
 * comments), the downloads, the applicant's decisions, and the thread with the reviewer.
 */
export function ResultsView({ submissionId, canDecide, renderThread }: ResultsViewProps) {
  const query = useResults(submissionId);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return <ResultsProblem error={query.error} onRetry={() => void query.refetch()} />;
  }

  const results = query.data;
  const { submission, rounds, statementText } = results;
  return (
    <div className="grid gap-8">
      <ResultsHeader results={results} canDecide={canDecide} />
      {rounds.length ? (
        <RoundsSection rounds={rounds} statementText={statementText} />
      ) : (
        <NoFeedbackYet />
      )}
      {canDecide ? <FeedbackDecision results={results} /> : null}
      {renderThread && submission.reviewerId ? (
        <Card>
          <CardContent className="p-6">{renderThread(submission.id)}</CardContent>
        </Card>
      ) : null}
    </div>
  );
}
