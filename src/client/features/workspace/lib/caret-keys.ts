/** How a key moves the caret in the statement: Selection.modify's direction and granularity. */
export interface CaretMove {
  direction: 'forward' | 'backward';
  granularity: 'character' | 'word' | 'line' | 'lineboundary' | 'documentboundary';
}

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/**
 * The caret keys of a text editor, for a statement that is read, not edited: arrows move by
 * character (Ctrl or Alt: by word) and line, Home and End to the line's ends, Cmd+arrows to the
 * line's and the text's ends. Other keys give null.
 */
export function caretMoveForKey({ key, ctrlKey, altKey, metaKey }: KeyLike): CaretMove | null {
  const byWord = ctrlKey || altKey;
  switch (key) {
    case 'ArrowLeft':
      return {
        direction: 'backward',
        granularity: metaKey ? 'lineboundary' : byWord ? 'word' : 'character',
      };
    case 'ArrowRight':
      return {
        direction: 'forward',
        granularity: metaKey ? 'lineboundary' : byWord ? 'word' : 'character',
      };
    case 'ArrowUp':
      return { direction: 'backward', granularity: metaKey ? 'documentboundary' : 'line' };
    case 'ArrowDown':
      return { direction: 'forward', granularity: metaKey ? 'documentboundary' : 'line' };
    case 'Home':
      return { direction: 'backward', granularity: ctrlKey ? 'documentboundary' : 'lineboundary' };
    case 'End':
      return { direction: 'forward', granularity: ctrlKey ? 'documentboundary' : 'lineboundary' };
    default:
      return null;
  }
}
