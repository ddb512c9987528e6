import { isDelivered } from '#shared/domain/order-lifecycle.js';
import type { Results } from '#shared/schemas/reviews.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card';
import { AcceptFeedbackDialog } from './accept-feedback-dialog';
import { RatingSection } from './rating-form';
import { RevisionRequest } from './revision-request-form';

/**
 * What the applicant can do with delivered feedback: rate the latest round, and while the
 * feedback is ready, accept it or ask for a revision (if the package has cycles left).
 */
export function FeedbackDecision({ results }: { results: Results }) {
  const { submission, rounds, revisionsLeft } = results;
  const latest = rounds[rounds.length - 1];
  // Rating is open once a round is delivered, also after accepting it (still once a round).
  if (!latest || !isDelivered(submission.status)) return null;
  const deciding = submission.status === 'feedback_ready';

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-lg">Rate Your Review</CardTitle>
        </CardHeader>
        <CardContent>
          <RatingSection submissionId={submission.id} round={latest} />
        </CardContent>
      </Card>
      {deciding ? (
        <Card>
          <CardHeader className="pb-4">
            <CardTitle className="text-lg">Your Decision</CardTitle>
            <CardDescription>
              Happy with round {latest.round}? Accept it to complete your order. Want another pass?
              Request a revision from the same reviewer.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <AcceptFeedbackDialog submissionId={submission.id} revisionsLeft={revisionsLeft} />
            <div className="grid gap-3 border-t border-slate-200 pt-5">
              <h3 className="font-semibold text-slate-900">Request a revision</h3>
              <RevisionRequest
                submissionId={submission.id}
                revisionsLeft={revisionsLeft}
                latestDraft={results.statementText}
              />
            </div>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
