import { isDelivered } from '#shared/domain/order-lifecycle.js';
import type { Results } from '#shared/schemas/reviews.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card';
import type { NextDraft } from '../hooks/use-next-draft';
import { AcceptFeedbackDialog } from './accept-feedback-dialog';
import { RatingSection } from './rating-form';
import { RevisionRequest } from './revision-request-form';
import type { RenderDraftUpload } from './revision-request-form';

interface FeedbackDecisionProps {
  results: Results;
  /** The next draft as the applicant prepares it (with the suggestions ticked in the round). */
  nextDraft: NextDraft;
  renderUpload?: RenderDraftUpload;
}

/**
 * What the applicant can do with delivered feedback: rate the latest round, and while the
 * feedback is ready, accept it or ask for a revision (if the package has cycles left).
 */
export function FeedbackDecision({ results, nextDraft, renderUpload }: FeedbackDecisionProps) {
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
            <AcceptFeedbackDialog
              submissionId={submission.id}
              round={latest.round}
              revisionsLeft={revisionsLeft}
            />
            {revisionsLeft > 0 ? null : (
              <RevisionRequest
                submissionId={submission.id}
                round={latest.round}
                revisionsLeft={revisionsLeft}
                nextDraft={nextDraft}
              />
            )}
          </CardContent>
        </Card>
      ) : null}
      {deciding && revisionsLeft > 0 ? (
        // The whole width: the next draft is edited here.
        <Card className="lg:col-span-2">
          <CardHeader className="pb-4">
            <CardTitle className="text-lg">Request a revision</CardTitle>
            <CardDescription>
              Give your reviewer your next draft: start from the last one (with the suggested
              wordings you ticked), paste a new one, or upload a file.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RevisionRequest
              submissionId={submission.id}
              round={latest.round}
              revisionsLeft={revisionsLeft}
              nextDraft={nextDraft}
              renderUpload={renderUpload}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
