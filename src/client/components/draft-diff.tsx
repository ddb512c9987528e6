import type { DraftChange } from '#shared/domain/drafts.js';
import { cn } from '#client/lib/utils';

interface DraftDiffProps {
  changes: readonly DraftChange[];
  /** The region's name for screen readers, e.g. "Changes since draft 1". */
  label: string;
  className?: string;
}

/**
 * Two drafts compared word by word (compareDrafts) in one text: added words green and
 * underlined (<ins>), removed words red and struck through (<del>). Screen readers do not
 * announce <ins> and <del>, so a hidden word says which each is.
 */
export function DraftDiff({ changes, label, className }: DraftDiffProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'font-serif leading-8 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      {changes.map((change, index) =>
        change.kind === 'added' ? (
          <ins
            key={index}
            className="rounded-sm bg-green-100 text-green-900 underline decoration-green-700 decoration-2 underline-offset-4"
          >
            <span className="sr-only">[added: </span>
            {change.text}
            <span className="sr-only">]</span>
          </ins>
        ) : change.kind === 'removed' ? (
          <del
            key={index}
            className="rounded-sm bg-red-100 text-red-900 line-through decoration-red-700"
          >
            <span className="sr-only">[removed: </span>
            {change.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={index}>{change.text}</span>
        ),
      )}
    </div>
  );
}
