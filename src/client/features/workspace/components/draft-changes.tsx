import { useMemo } from 'react';
import { compareDrafts } from '#shared/domain/drafts.js';
import { countWords } from '#shared/domain/word-count.js';
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
  const added = countWords(
    changes
      .filter((change) => change.kind === 'added')
      .map((change) => change.text)
      .join(' '),
  );
  const removed = countWords(
    changes
      .filter((change) => change.kind === 'removed')
      .map((change) => change.text)
      .join(' '),
  );

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
      <div
        role="region"
        aria-label={`Changes since draft ${previous.number}`}
        tabIndex={0}
        className="max-w-[70ch] rounded-md font-serif text-[1.0625rem] leading-8 break-words whitespace-pre-wrap text-slate-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:outline-none"
      >
        {changes.map((change, index) =>
          change.kind === 'added' ? (
            <ins
              key={index}
              // Screen readers do not announce <ins> and <del>: a hidden word says which it is.
              className="rounded-sm bg-green-100 text-green-900 decoration-green-700 underline-offset-4 before:sr-only before:content-['added:_']"
            >
              {change.text}
            </ins>
          ) : change.kind === 'removed' ? (
            <del
              key={index}
              className="rounded-sm bg-red-50 text-red-800 decoration-red-700 before:sr-only before:content-['removed:_']"
            >
              {change.text}
            </del>
          ) : (
            <span key={index}>{change.text}</span>
          ),
        )}
      </div>
    </div>
  );
}
