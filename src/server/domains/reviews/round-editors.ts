/**
 * Two workspaces open on one round (two tabs, two devices): each saves the whole round, so the
 * one that loaded earlier would write over what the other saved since. A tab is told instead.
 */
export const ROUND_CHANGED_ELSEWHERE =
  'This round was changed in another tab or window after this one opened it. Copy anything you typed here, then reload the page to continue with the latest version.';

export interface RoundEditor {
  tab: string;
  revision: number;
  /** The round's updatedAt as the tab loaded it; null when there was no round yet. */
  basedOn: string | null;
}

/**
 * What to do with a tab's save of the round: write it; skip it (an older save of this same tab
 * arriving after a newer one); or refuse it (another tab wrote the round after this one loaded).
 */
export function editorVerdict(
  current: { updatedAt: Date; editorTab: string | null; editorRevision: number | null } | undefined,
  editor: RoundEditor,
): 'write' | 'older' | 'elsewhere' {
  if (!current) return 'write';
  if (current.editorTab === editor.tab) {
    return (current.editorRevision ?? -1) > editor.revision ? 'older' : 'write';
  }
  const loaded = editor.basedOn === null ? null : new Date(editor.basedOn).getTime();
  return loaded === current.updatedAt.getTime() ? 'write' : 'elsewhere';
}
