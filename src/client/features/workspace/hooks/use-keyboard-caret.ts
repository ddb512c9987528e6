import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { caretMoveForKey } from '../lib/statement-navigation';

/** Where to draw the caret, in pixels from the top left of the positioning box. */
export interface CaretBox {
  top: number;
  left: number;
  height: number;
}

function firstTextNode(root: Node): Text | null {
  return root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT).nextNode() as Text | null;
}

function caretBox(root: HTMLElement, box: HTMLElement | null): CaretBox | null {
  const selection = document.getSelection();
  if (!box || document.activeElement !== root || !selection || selection.rangeCount === 0)
    return null;
  if (!selection.isCollapsed || !selection.focusNode || !root.contains(selection.focusNode))
    return null;
  const range = selection.getRangeAt(0);
  const rect = range.getClientRects()[0] ?? range.getBoundingClientRect();
  if (!rect || rect.height === 0) return null;
  const outer = box.getBoundingClientRect();
  return { top: rect.top - outer.top, left: rect.left - outer.left, height: rect.height };
}

/** Keeps the selection's moving end in the window, clear of the header and the action bar. */
function revealFocus(selection: Selection) {
  const range = document.createRange();
  range.setStart(selection.focusNode!, selection.focusOffset);
  const rect = range.getBoundingClientRect();
  if (rect.height && (rect.top < 96 || rect.bottom > window.innerHeight - 120)) {
    window.scrollBy({ top: rect.top - window.innerHeight / 2, behavior: 'instant' });
  }
}

/**
 * Keyboard selection in the statement, which browsers offer for read-only text only with caret
 * browsing turned on: with the statement focused, the arrow keys (Ctrl/Alt: by word), Home and
 * End move a visible caret, Shift with them selects, Escape drops the selection.
 */
export function useKeyboardCaret(
  rootRef: RefObject<HTMLElement | null>,
  boxRef: RefObject<HTMLElement | null>,
) {
  const [caret, setCaret] = useState<CaretBox | null>(null);

  useEffect(() => {
    const update = () => {
      const root = rootRef.current;
      setCaret(root ? caretBox(root, boxRef.current) : null);
    };
    document.addEventListener('selectionchange', update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('selectionchange', update);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, [rootRef, boxRef]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const root = rootRef.current;
    const selection = document.getSelection();
    if (!root || !selection || typeof selection.modify !== 'function') return;
    const inside =
      selection.rangeCount > 0 &&
      root.contains(selection.anchorNode) &&
      root.contains(selection.focusNode);
    if (event.key === 'Escape' && inside && !selection.isCollapsed) {
      event.preventDefault();
      selection.collapse(selection.focusNode, selection.focusOffset);
      return;
    }
    const move = caretMoveForKey(event);
    if (!move) return;
    event.preventDefault();
    if (!inside) {
      const first = firstTextNode(root);
      if (!first) return;
      selection.collapse(first, 0);
    }
    const before = [
      selection.anchorNode!,
      selection.anchorOffset,
      selection.focusNode!,
      selection.focusOffset,
    ] as const;
    selection.modify(event.shiftKey ? 'extend' : 'move', move.direction, move.granularity);
    // Never let the caret wander out of the statement into the rest of the page.
    if (!root.contains(selection.focusNode)) selection.setBaseAndExtent(...before);
    revealFocus(selection);
  }

  return { caret, onKeyDown };
}
