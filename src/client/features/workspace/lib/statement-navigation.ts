import { toast } from '#client/components/ui/use-toast';

/**
 * Moving around the statement: jumping between a highlighted passage and its comment card, and
 * the caret keys of keyboard selection.
 */

/** The field of the passage comment being written: Submit Review looks for words left in it. */
export const NEW_COMMENT_FIELD_ID = 'new-passage-comment';

/** Marks a comment card's edit form whose text differs from the comment's. */
export const UNSAVED_EDIT_ATTRIBUTE = 'data-unsaved-comment-edit';

/** What the reviewer typed and has not saved: where it is, and how to name it. */
export interface UnsavedComment {
  field: HTMLElement;
  what: string;
}

/** Words typed in the new passage comment's field, if any. */
export function typedComment(): UnsavedComment | null {
  const field = document.getElementById(NEW_COMMENT_FIELD_ID);
  return field instanceof HTMLTextAreaElement && field.value.trim()
    ? { field, what: 'the comment you are writing on the statement' }
    : null;
}

/**
 * Stops a step (`then`: "submit") that would lose what `unsaved` holds: says so, and takes the
 * reviewer to it. True when there was something to keep.
 */
export function keptForUnsaved(unsaved: UnsavedComment | null, then: string): boolean {
  if (!unsaved) return false;
  toast({
    title: 'Unsaved Comment',
    description: `Save or cancel ${unsaved.what}, then ${then}.`,
    variant: 'destructive',
  });
  unsaved.field.focus();
  return true;
}

/**
 * A comment typed or edited and not saved: it is not in the draft, so delivering the round now
 * would drop it unseen (docs/product.md §6).
 */
export function unsavedComment(): UnsavedComment | null {
  const edit = document.querySelector<HTMLElement>(`[${UNSAVED_EDIT_ATTRIBUTE}] textarea`);
  return typedComment() ?? (edit ? { field: edit, what: 'your changes to a comment' } : null);
}

/** DOM ids that tie a highlighted passage to its comment card, per statement on the page. */
export function passageElementId(prefix: string, commentId: string): string {
  return `${prefix}-passage-${commentId}`;
}

export function commentElementId(prefix: string, commentId: string): string {
  return `${prefix}-comment-${commentId}`;
}

/**
 * Brings an element into view and gives it focus. Called from event handlers, after React has
 * committed the click's update (or on the next task, for an element that is about to appear).
 */
export function revealElement(id: string, options: { later?: boolean } = {}): void {
  const reveal = () => {
    const element = document.getElementById(id);
    if (!element) return;
    element.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  if (options.later) setTimeout(reveal, 0);
  else reveal();
}

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
