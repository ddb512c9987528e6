/**
 * A handler that starts loading a lazily loaded part (a dialog, a form) when the person points
 * at or focuses what opens it, so it is there by the click. A failure is left to the part's own
 * lazy component, which reports it when it renders.
 */
export const loadOnIntent = (load: () => Promise<unknown>) => () => void load().catch(() => {});
