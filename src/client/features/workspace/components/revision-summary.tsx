import { useId } from 'react';
import type { StatementDraft } from '#shared/schemas/reviews.js';
import { CheckboxField } from '#client/components/ui/checkbox';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { countOf } from '#client/lib/format';

/** "Applicant’s own wording: 87% (13 of 100 words taken from your suggestions, comments and memo)". */
export function voiceText(voice: NonNullable<StatementDraft['voice']>): string {
  return `Applicant’s own wording: ${voice.ownPercent}% (${voice.adoptedWords.toLocaleString('en-US')} of ${countOf(voice.totalWords, 'word')} taken from your suggestions, comments and memo)`;
}

interface RevisionSummaryProps {
  round: number;
  draft: StatementDraft;
  highlightAdopted: boolean;
  onHighlightAdopted: (on: boolean) => void;
}

/**
 * What the applicant handed in for this round: the draft's number, their note, and how much of
 * it is their own wording, with the option to highlight what they took from the reviewer.
 */
export function RevisionSummary({
  round,
  draft,
  highlightAdopted,
  onHighlightAdopted,
}: RevisionSummaryProps) {
  const titleId = useId();
  const { voice } = draft;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="text-lg">
          Round {round}: draft {draft.number}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm text-slate-800">
        <p>
          The applicant revised their statement and asked for another look. Your memo, scores and
          the comments whose passage is unchanged carry over from round {round - 1}; change them as
          you see fit.
        </p>
        {draft.note ? (
          <div className="grid gap-1">
            <h3 className="font-semibold text-slate-900">Applicant’s note for this draft</h3>
            <blockquote className="border-l-4 border-slate-300 pl-3 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-700">
              {draft.note}
            </blockquote>
          </div>
        ) : null}
        {voice ? (
          <div className="grid gap-2">
            <p className="font-medium text-slate-900" data-testid="voice-figure">
              {voiceText(voice)}
            </p>
            {voice.adoptedPassages.length ? (
              <CheckboxField
                label="Highlight the passages taken from your writing in the statement"
                checked={highlightAdopted}
                onChange={(event) => onHighlightAdopted(event.target.checked)}
              />
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
