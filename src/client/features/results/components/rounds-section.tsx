import { Tabs } from 'radix-ui';
import type { ReviewRound, StatementDraft } from '#shared/schemas/reviews.js';
import { draftOfRound } from '../lib/drafts';
import type { SuggestionPicker } from './annotated-statement';
import { RoundView } from './round-view';

interface RoundsSectionProps {
  rounds: ReviewRound[];
  /** Every draft, oldest first: round N shows draft N. */
  drafts: StatementDraft[];
  /** Ticking the latest round's suggestions into the next draft, while one can be requested. */
  picker?: SuggestionPicker;
}

/**
 * One round as it is; two or more behind tabs, the latest open, each on the draft it reviewed
 * and showing its changes.
 */
export function RoundsSection({ rounds, drafts, picker }: RoundsSectionProps) {
  const latest = rounds[rounds.length - 1];
  if (!latest) return null;
  const draftOf = (round: ReviewRound) => draftOfRound(drafts, round.round);
  if (rounds.length === 1) {
    return <RoundView round={latest} draft={draftOf(latest)} picker={picker} />;
  }

  return (
    <Tabs.Root defaultValue={latest.id} className="grid gap-4">
      <Tabs.List
        aria-label="Review rounds"
        className="flex flex-wrap gap-1 justify-self-start rounded-lg bg-slate-100 p-1"
      >
        {rounds.map((round) => (
          <Tabs.Trigger
            key={round.id}
            value={round.id}
            className="rounded-md px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
          >
            Round {round.round}
            {round === latest ? <span className="text-slate-500"> (latest)</span> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {rounds.map((round, index) => (
        <Tabs.Content
          key={round.id}
          value={round.id}
          className="focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <RoundView
            round={round}
            previous={rounds[index - 1]}
            draft={draftOf(round)}
            picker={round === latest ? picker : undefined}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
