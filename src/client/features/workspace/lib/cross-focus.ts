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
