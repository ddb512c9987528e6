import { resultsPagePath } from '#shared/domain/order-number.js';
import { RUBRIC_MAX, rubricCriteria, rubricCriterionLabels } from '#shared/domain/rubric.js';
import type { AdminOrderDetail } from '#shared/schemas/admin.js';
import { TextLink } from '#client/components/ui/text-link';
import { countOf, formatDateTime } from '#client/lib/format';
import { DetailCard } from './detail-card';

/** Each review round: draft or delivered, memo, rubric, comments and the applicant's rating. */
export function ReviewsSection({ detail }: { detail: AdminOrderDetail }) {
  const { reviews, order, voice } = detail;
  const delivered = reviews.some((round) => round.submittedAt);
  return (
    <DetailCard title="Reviews">
      {voice.length > 0 ? (
        <ul className="mb-4 grid gap-1 text-sm text-slate-700" aria-label="Applicant's voice">
          {voice.map((measure) => (
            <li key={measure.draft}>
              Draft {measure.draft}: {measure.ownPercent}% the applicant's own wording (
              {measure.adoptedWords} of {measure.totalWords} words taken from the reviewer)
            </li>
          ))}
        </ul>
      ) : null}
      {reviews.length === 0 ? (
        <p className="text-sm text-slate-600">The reviewer has not started a review yet.</p>
      ) : (
        <ol className="grid gap-4" aria-label="Review rounds">
          {reviews.map((round) => (
            <li
              key={round.id}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <p className="font-medium text-slate-900">
                Round {round.round} ·{' '}
                {round.submittedAt
                  ? `delivered ${formatDateTime(round.submittedAt)}`
                  : `draft, last saved ${formatDateTime(round.updatedAt)}`}
              </p>
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">
                {round.summaryMemo || 'No summary memo yet.'}
              </p>
              <p className="text-slate-600">
                {rubricCriteria
                  .map((c) => `${rubricCriterionLabels[c]} ${round.rubricScores[c]}/${RUBRIC_MAX}`)
                  .join(' · ')}
              </p>
              {round.inlineComments ? (
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-700">
                  {round.inlineComments}
                </p>
              ) : null}
              {round.anchoredComments.length > 0 ? (
                <p className="text-slate-600">
                  {countOf(round.anchoredComments.length, 'comment')} on passages
                </p>
              ) : null}
              {round.rating ? (
                <p className="text-slate-700">
                  Applicant rating: {round.rating.rating}/5
                  {round.rating.comment ? ` — ${round.rating.comment}` : ''}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {delivered ? (
        <TextLink href={resultsPagePath(order.id)} className="mt-4 inline-block text-sm">
          Open the results as the applicant sees them
        </TextLink>
      ) : null}
    </DetailCard>
  );
}
