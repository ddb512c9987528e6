import type { Span } from '#shared/domain/anchors.js';

/**
 * Character offsets of a browser selection inside the rendered statement. The statement is
 * rendered as text nodes split by <mark> highlights; counting the characters of every text node
 * before a boundary point gives the same offset however the text is split. Elements marked
 * data-offset-ignore (e.g. a visually hidden label) do not count.
 */

const IGNORE = '[data-offset-ignore]';

function countedTextNodes(root: Node): Text[] {
  const doc = root.ownerDocument ?? document;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const ignored = node.parentElement?.closest(IGNORE);
    if (ignored && ignored !== root && root.contains(ignored)) continue;
    nodes.push(node as Text);
  }
  return nodes;
}

/** True when `node` comes after the boundary (container, offset) in document order. */
function isAfterBoundary(node: Node, container: Node, offset: number): boolean {
  const child = container.childNodes[offset];
  if (child) {
    return (
      child === node ||
      child.contains(node) ||
      Boolean(child.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  }
  // The boundary is the end of `container`: everything inside it comes before.
  return (
    !container.contains(node) &&
    Boolean(container.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)
  );
}

/**
 * The number of statement characters before the boundary point (container, offset), or null
 * when the point is outside `root`.
 */
export function textOffsetWithin(root: Node, container: Node, offset: number): number | null {
  if (container !== root && !root.contains(container)) return null;
  let total = 0;
  for (const node of countedTextNodes(root)) {
    if (container.nodeType === Node.TEXT_NODE) {
      if (node === container) return total + Math.min(offset, node.data.length);
    } else if (isAfterBoundary(node, container, offset)) {
      return total;
    }
    total += node.data.length;
  }
  return container.nodeType === Node.TEXT_NODE ? null : total;
}

/** The length of the statement as rendered inside `root`. */
export function renderedTextLength(root: Node): number {
  return countedTextNodes(root).reduce((sum, node) => sum + node.data.length, 0);
}

/**
 * The span a range covers inside `root`. A range that starts before the statement or ends after
 * it is clipped to the statement; a range that does not reach into it gives null.
 */
export function rangeToSpan(root: Node, range: Range): Span | null {
  if (!range.intersectsNode(root)) return null;
  const length = renderedTextLength(root);
  const before = (node: Node) =>
    Boolean(node.compareDocumentPosition(root) & Node.DOCUMENT_POSITION_FOLLOWING);
  const start =
    textOffsetWithin(root, range.startContainer, range.startOffset) ??
    (before(range.startContainer) ? 0 : null);
  const end =
    textOffsetWithin(root, range.endContainer, range.endOffset) ??
    (before(range.endContainer) ? null : length);
  if (start === null || end === null || end <= start) return null;
  return { startOffset: start, endOffset: end };
}

/** The span of the document's current selection inside `root`, or null. */
export function selectionToSpan(root: Node, selection: Selection | null): Span | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  return rangeToSpan(root, selection.getRangeAt(0));
}
