import { useState } from 'react';
import type { StatementDraft } from '#shared/schemas/reviews.js';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatDateTime } from '#client/lib/format';
import { AnnotatedStatement } from './annotated-statement';
import { VoiceCard } from './voice-card';

const NO_COMMENTS: [] = [];

/**
 * A draft handed in with a revision request whose round is not delivered yet: what the reviewer
 * is reading now, and how much of it is the applicant's own wording.
 */
export function PendingDraft({ draft }: { draft: StatementDraft }) {
  const [showAdopted, setShowAdopted] = useState(false);
  return (
    <section aria-labelledby={`draft-${draft.number}-title`} className="grid gap-4">
      {draft.voice ? (
        <VoiceCard
          draftNumber={draft.number}
          voice={draft.voice}
          highlighted={showAdopted}
          onHighlightedChange={setShowAdopted}
        />
      ) : null}
      <Card>
        <CardHeader className="pb-4">
          <CardTitle id={`draft-${draft.number}-title`} className="text-lg">
            Draft {draft.number}, with your reviewer now
          </CardTitle>
          <p className="text-sm text-slate-600">
            Handed in {formatDateTime(draft.createdAt, 'recently')}. Round {draft.number} reviews
            this draft.
          </p>
          {draft.note ? (
            <p className="text-sm whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]">
              <span className="font-medium">Your note:</span> {draft.note}
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          <AnnotatedStatement
            text={draft.text}
            comments={NO_COMMENTS}
            withComments={false}
            label={`Your statement, draft ${draft.number}`}
            adopted={draft.voice && showAdopted ? draft.voice.adoptedPassages : undefined}
          />
        </CardContent>
      </Card>
    </section>
  );
}
