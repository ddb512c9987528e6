import { Download } from 'lucide-react';
import { useState } from 'react';
import type { ReviewRound, StatementDraft } from '#shared/schemas/reviews.js';
import { buttonVariants } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatDateTime } from '#client/lib/format';
import { AnnotatedStatement } from './annotated-statement';
import type { SuggestionPicker } from './annotated-statement';
import { RubricScores } from './rubric-scores';
import { StarScore } from './stars';
import { VoiceCard } from './voice-card';

interface RoundViewProps {
  round: ReviewRound;
  /** The round before this one, for the score changes. */
  previous?: ReviewRound;
  /** The draft this round reviewed: its comments anchor to this text. */
  draft: StatementDraft;
  /** The latest round while a revision can be requested: suggestions can be ticked. */
  picker?: SuggestionPicker;
}

/**
 * One delivered round: memo, rubric, the draft it reviewed with its comments (and, for a revised
 * draft, how much of it is the applicant's own wording), notes and files.
 */
export function RoundView({ round, previous, draft, picker }: RoundViewProps) {
  const [showAdopted, setShowAdopted] = useState(false);
  // A round requested without a new draft re-reads an earlier one: its voice shows there.
  const voice = draft.number === round.round ? draft.voice : null;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Round {round.round} on draft {draft.number}, delivered{' '}
          {formatDateTime(round.submittedAt, 'recently')}
        </p>
        {round.annotatedDocumentUrl ? (
          // A plain link: the server answers with a redirect to a short-lived signed address.
          <a
            href={`${round.annotatedDocumentUrl}/download`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden="true" />
            Download annotated document
          </a>
        ) : null}
      </div>

      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-lg">Summary Memo</CardTitle>
        </CardHeader>
        <CardContent>
          <div className="leading-7 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
            {round.summaryMemo}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-lg">Rubric Scores</CardTitle>
        </CardHeader>
        <CardContent>
          <RubricScores
            scores={round.rubricScores}
            previous={
              previous ? { round: previous.round, scores: previous.rubricScores } : undefined
            }
          />
        </CardContent>
      </Card>

      {voice ? (
        <VoiceCard
          draftNumber={draft.number}
          voice={voice}
          highlighted={showAdopted}
          onHighlightedChange={setShowAdopted}
        />
      ) : null}

      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-lg">Comments on Your Statement</CardTitle>
          <p className="text-sm text-slate-600">
            Highlighted passages carry a numbered comment. Select a number or a quote to move
            between the passage and its comment.
          </p>
        </CardHeader>
        <CardContent>
          <AnnotatedStatement
            text={draft.text}
            comments={round.anchoredComments}
            label={draft.number > 1 ? `Your statement, draft ${draft.number}` : 'Your statement'}
            adopted={voice && showAdopted ? voice.adoptedPassages : undefined}
            nextDraft={round.round + 1}
            picker={picker}
          />
        </CardContent>
      </Card>

      {round.inlineComments ? (
        <Card>
          <CardHeader className="pb-4">
            <CardTitle className="text-lg">Inline Comments</CardTitle>
          </CardHeader>
          <CardContent>
            <div className="leading-7 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
              {round.inlineComments}
            </div>
          </CardContent>
        </Card>
      ) : null}

      {round.rating ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="font-medium">Rating for round {round.round}:</span>
          <StarScore value={round.rating.rating} />
          {round.rating.comment ? (
            <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">
              “{round.rating.comment}”
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
