import { useMemo } from 'react';
import { changeCounts, compareDrafts } from '#shared/domain/drafts.js';
import { DraftDiff } from '#client/components/draft-diff';
import { countOf } from '#client/lib/format';

interface DraftChangesProps {
  previous: { number: number; text: string };
  current: { number: number; text: string };
}

/**
 * The draft under review against the previous one, word by word: added words in green (<ins>),
 * removed words struck through in red (<del>), the rest as it was.
 */
export function DraftChanges({ previous, current }: DraftChangesProps) {
  const changes = useMemo(
    () => compareDrafts(previous.text, current.text),
    [previous.text, current.text],
  );
  const { added, removed } = changeCounts(changes);

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        {added || removed ? (
          <>
            Draft {current.number} against draft {previous.number}:{' '}
            <span className="font-medium text-green-800">{countOf(added, 'word')} added</span>,{' '}
            <span className="font-medium text-red-800">{countOf(removed, 'word')} removed</span>.
            Added words are green and underlined; removed words are red and struck through.
          </>
        ) : (
          `Draft ${current.number} is word for word the same as draft ${previous.number}.`
        )}
      </p>
      <DraftDiff
        changes={changes}
        label={`Changes since draft ${previous.number}`}
        className="max-w-[70ch] rounded-md text-[1.0625rem]"
      />
    </div>
  );
}
