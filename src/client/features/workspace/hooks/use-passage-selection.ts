import { useCallback, useEffect, useState, type RefObject } from 'react';
import { findOverlap, MAX_QUOTE_CHARS, type Anchor, type Span } from '#shared/domain/anchors.js';
import { trimSpan } from '../lib/anchors';
import { selectionToSpan } from '../lib/dom-offsets';

export const OVERLAP_MESSAGE =
  'This passage overlaps a passage that already has a comment. Select text outside the highlights, or edit that comment instead.';
export const TOO_LONG_MESSAGE = `Select a shorter passage: a comment can quote at most ${MAX_QUOTE_CHARS.toLocaleString('en-US')} characters.`;

/** A passage the reviewer selected in the statement. */
export interface PassageCandidate {
  span: Span;
  quote: string;
  /** Why it cannot take a comment, or null when it can. */
  problem: string | null;
  /** Where to show the popover, in pixels from the top left of the positioning box. */
  position: { top: number; left: number };
}

const POPOVER_WIDTH = 288;

function popoverPosition(box: HTMLElement | null, selection: Selection | null) {
  if (!box || !selection || selection.rangeCount === 0) return { top: 0, left: 0 };
  const rect = selection.getRangeAt(0).getBoundingClientRect();
  const outer = box.getBoundingClientRect();
  const maxLeft = Math.max(0, outer.width - POPOVER_WIDTH);
  return {
    top: Math.max(0, rect.bottom - outer.top + 8),
    left: Math.min(Math.max(0, rect.left - outer.left), maxLeft),
  };
}

interface Options {
  /** The rendered statement (see StatementText). */
  rootRef: RefObject<HTMLElement | null>;
  /** The positioned box the popover is placed in. */
  boxRef: RefObject<HTMLElement | null>;
  text: string;
  anchors: readonly Anchor[];
  /** While the reviewer writes a comment, the chosen passage stays put. */
  frozen: boolean;
}

/**
 * Follows the document selection inside the statement, by mouse (once the button is released)
 * or keyboard (shift + arrows), and turns it into a passage: character offsets into the text,
 * trimmed of surrounding space, refused when it overlaps a commented passage.
 */
export function usePassageSelection({ rootRef, boxRef, text, anchors, frozen }: Options) {
  const [candidate, setCandidate] = useState<PassageCandidate | null>(null);

  /** The passage the document selection holds now, or null when it holds none in the statement. */
  const read = useCallback((): PassageCandidate | null => {
    const root = rootRef.current;
    if (!root) return null;
    const selection = document.getSelection();
    const raw = selectionToSpan(root, selection);
    const span = raw && trimSpan(text, raw.startOffset, raw.endOffset);
    if (!span) return null;
    const problem = findOverlap(anchors, span)
      ? OVERLAP_MESSAGE
      : span.endOffset - span.startOffset > MAX_QUOTE_CHARS
        ? TOO_LONG_MESSAGE
        : null;
    return {
      span,
      quote: text.slice(span.startOffset, span.endOffset),
      problem,
      position: popoverPosition(boxRef.current, selection),
    };
  }, [rootRef, boxRef, text, anchors]);

  useEffect(() => {
    if (frozen) return;
    let pointerDown = false;
    const evaluate = () => setCandidate(read());

    const onSelectionChange = () => {
      if (!pointerDown) evaluate();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) return;
      pointerDown = true;
      setCandidate(null);
    };
    const onPointerUp = () => {
      if (!pointerDown) return;
      pointerDown = false;
      // The browser settles the selection (e.g. a double-click's word) right after the release.
      setTimeout(evaluate, 0);
    };

    document.addEventListener('selectionchange', onSelectionChange);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('pointerup', onPointerUp);
    return () => {
      document.removeEventListener('selectionchange', onSelectionChange);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointerup', onPointerUp);
    };
  }, [rootRef, read, frozen]);

  /**
   * The passage as selected at this moment, kept as the candidate. A busy browser runs input
   * before it reports selection changes, so a reviewer who extends a selection, tabs to Add
   * comment and presses Enter quickly can get there before the last change is reported; the
   * candidate then still holds the shorter passage. When the statement holds no selection any
   * more (a tap on the button may drop it), the candidate stays as it is.
   */
  const settle = useCallback((): PassageCandidate | null => {
    const current = read();
    if (current) setCandidate(current);
    return current ?? candidate;
  }, [read, candidate]);

  const clear = useCallback(() => setCandidate(null), []);
  return { candidate, settle, clear };
}
