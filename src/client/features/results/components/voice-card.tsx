import { ADOPTED_RUN_WORDS } from '#shared/domain/voice.js';
import type { StatementDraft } from '#shared/schemas/reviews.js';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

type VoiceMeasure = NonNullable<StatementDraft['voice']>;

interface VoiceCardProps {
  draftNumber: number;
  voice: VoiceMeasure;
  /** Whether the adopted passages are highlighted in the draft's text. */
  highlighted: boolean;
  onHighlightedChange: (highlighted: boolean) => void;
}

/**
 * "Your voice": how much of a revised draft is the applicant's own wording, and a toggle that
 * highlights the passages taken word for word from the reviewer in the draft's text.
 */
export function VoiceCard({
  draftNumber,
  voice,
  highlighted,
  onHighlightedChange,
}: VoiceCardProps) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Your voice</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-2xl font-semibold text-slate-900">
          {voice.ownPercent}% of draft {draftNumber} is your own wording
        </p>
        <p className="text-sm text-slate-700">
          {voice.adoptedWords} of {voice.totalWords} words are taken word for word from your
          reviewer&apos;s suggestions, comments and memo (runs of {ADOPTED_RUN_WORDS} or more words)
        </p>
        {voice.adoptedPassages.length ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={highlighted}
            className="h-auto justify-self-start py-1.5 whitespace-normal aria-pressed:border-sky-700 aria-pressed:bg-sky-50"
            onClick={() => onHighlightedChange(!highlighted)}
          >
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm border border-sky-700 bg-sky-100"
            />
            Highlight these words in draft {draftNumber}
          </Button>
        ) : null}
        {highlighted && voice.adoptedPassages.length ? (
          <p className="text-xs text-slate-600">
            Words taken from your reviewer are shaded blue and underlined in the text of draft{' '}
            {draftNumber}.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
