import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { errorMessage } from '../../../lib/api';
import type { AutosaveState } from '../lib/autosaver';
import { formatTime } from '../lib/format';

/** "Saved at 10:42", "Saving…", "Not saved — retrying": where the draft stands. */
export function saveStatusText(state: AutosaveState): string {
  switch (state.status) {
    case 'saving':
      return 'Saving…';
    case 'unsaved':
      return 'Unsaved changes';
    case 'error':
      return state.retrying ? 'Not saved — retrying' : 'Not saved';
    case 'saved':
      return state.savedAt ? `Saved at ${formatTime(state.savedAt)}` : 'Saved';
    default:
      return 'No changes yet';
  }
}

/** The autosave status line (announced politely as it changes). */
export function SaveStatus({ state }: { state: AutosaveState }) {
  const failed = state.status === 'error';
  return (
    <p
      role="status"
      aria-live="polite"
      className={failed ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
      data-testid="save-status"
    >
      <span className="inline-flex items-center gap-1.5">
        {state.status === 'saving' ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : failed ? (
          <CircleAlert className="size-4" aria-hidden="true" />
        ) : state.status === 'saved' ? (
          <CircleCheck className="size-4 text-green-700" aria-hidden="true" />
        ) : null}
        {saveStatusText(state)}
      </span>
      {failed && !state.retrying ? (
        <span className="block text-xs">{errorMessage(state.error)}</span>
      ) : null}
    </p>
  );
}
