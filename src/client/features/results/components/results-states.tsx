import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SubmissionStatus } from '#shared/domain/order-status.js';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { TextLink } from '#client/components/ui/text-link';
import { errorMessage } from '#client/lib/api';
import { isNotFoundError } from '../api/use-results';

interface ResultsProblemProps {
  error: unknown;
  onRetry: () => void;
}

/** 'Results Not Found' (missing, or someone else's order) or 'Error Loading Results'. */
export function ResultsProblem({ error, onRetry }: ResultsProblemProps) {
  const notFound = isNotFoundError(error);
  return (
    <Card>
      <CardContent className="grid gap-4 p-6 sm:p-8">
        <h1 className="font-serif text-2xl font-semibold text-slate-900">
          {notFound ? 'Results Not Found' : 'Error Loading Results'}
        </h1>
        <p className="text-slate-700" role={notFound ? undefined : 'alert'}>
          {notFound
            ? 'These results do not exist, or they belong to another account.'
            : `Your results could not be loaded: ${errorMessage(error)}`}
        </p>
        <div className="flex flex-wrap gap-3">
          {notFound ? null : (
            <Button type="button" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Link href="/dashboard" className={buttonVariants()}>
            Back to Dashboard
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/** Where an order with no delivered round stands, as its results page says it. */
function noFeedbackText(status: SubmissionStatus, submissionId: string): ReactNode {
  if (status === 'refunded') {
    return (
      <>
        This order was refunded before any feedback was delivered.{' '}
        <TextLink href={`/orders/${submissionId}`}>See the order</TextLink> for its refund.
      </>
    );
  }
  if (status === 'draft') {
    return (
      <>
        This order is not paid yet. Complete payment from your{' '}
        <TextLink href="/dashboard">dashboard</TextLink> to send it for review.
      </>
    );
  }
  const who =
    status === 'queued'
      ? 'Your order is waiting for a reviewer to take it.'
      : 'Your reviewer is still working on your statement.';
  return `${who} We'll email you as soon as the feedback is ready, and it will appear here.`;
}

/** An order whose first round is not delivered yet. */
export function NoFeedbackYet({
  status,
  submissionId,
}: {
  status: SubmissionStatus;
  submissionId: string;
}) {
  return (
    <Card>
      <CardContent className="grid gap-2 p-6 sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">Your feedback is not ready yet</h2>
        <p className="text-slate-700">{noFeedbackText(status, submissionId)}</p>
      </CardContent>
    </Card>
  );
}
