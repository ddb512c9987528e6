import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';
import type { ReviewRound } from '#shared/schemas/reviews.js';
import { shortQuote } from '../lib/anchors';
import { formatDateTime } from '#client/lib/format';
import { SuggestedWording } from './comment-card';
import { RubricScoresView } from './rubric-field';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

interface RoundDetailsProps {
  round: ReviewRound;
  /** Leave the anchored comments out (when they are listed beside the statement). */
  withoutComments?: boolean;
}

/** A delivered round, read-only: memo, scores, notes, annotated document and comments. */
export function RoundDetails({ round, withoutComments = false }: RoundDetailsProps) {
  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-600">
        Delivered {formatDateTime(round.submittedAt, 'not yet')}
        {round.rating ? ` · Rated ${round.rating.rating} of 5 by the applicant` : ''}
      </p>
      <Section title="Summary Memo">
        <p className="text-sm leading-6 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">
          {round.summaryMemo}
        </p>
      </Section>
      <Section title="Rubric Scores">
        <RubricScoresView scores={round.rubricScores} />
      </Section>
      {round.inlineComments ? (
        <Section title="Inline Comments">
          <p className="text-sm leading-6 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">
            {round.inlineComments}
          </p>
        </Section>
      ) : null}
      {round.annotatedDocumentUrl ? (
        <Section title="Annotated Document">
          <a
            href={`${round.annotatedDocumentUrl}/download`}
            className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <FileText className="size-4" aria-hidden="true" />
            Download the annotated document
          </a>
        </Section>
      ) : null}
      {!withoutComments && round.anchoredComments.length ? (
        <Section title={`Comments on passages (${round.anchoredComments.length})`}>
          <ol className="grid gap-2">
            {round.anchoredComments.map((comment) => (
              <li key={comment.id} className="rounded-md border border-slate-200 p-2 text-sm">
                <p className="border-l-4 border-amber-300 pl-2 font-serif text-slate-700 italic">
                  “{shortQuote(comment.quote, 120)}”
                </p>
                <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">
                  {comment.body}
                </p>
                <SuggestedWording suggestion={comment.suggestion} />
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {round.rating?.comment ? (
        <Section title="Applicant’s rating comment">
          <p className="text-sm text-slate-800">{round.rating.comment}</p>
        </Section>
      ) : null}
    </div>
  );
}

/** Earlier rounds of a revised order, each folded away under its heading. */
export function EarlierRounds({ rounds }: { rounds: readonly ReviewRound[] }) {
  if (rounds.length === 0) return null;
  return (
    <div className="grid gap-3">
      {rounds.map((round) => (
        <details key={round.id} className="group rounded-lg border border-slate-200 bg-white">
          <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-semibold text-slate-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            Round {round.round} (delivered)
          </summary>
          <div className="border-t border-slate-200 p-4">
            <RoundDetails round={round} />
          </div>
        </details>
      ))}
    </div>
  );
}
