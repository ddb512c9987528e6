import { CircleAlert, CircleCheck, LoaderCircle, Save, Send } from 'lucide-react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import type { AutosaveState } from '../lib/autosaver';
import { errorMessage } from '#client/lib/api';
import { formatTime } from '#client/lib/format';

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

interface ReviewActionBarProps {
  autosave: AutosaveState;
  memoEmpty: boolean;
  /** The annotated file is still uploading or being checked. */
  uploading: boolean;
  submitting: boolean;
  savingDraft: boolean;
  /** Why the last submission was refused, in the server's words. */
  failure: string | null;
  onSaveDraft: () => void;
  onSubmit: () => void;
}

/** Save Draft, Submit Review and the autosave status, kept in view at the bottom of the page. */
export function ReviewActionBar({
  autosave,
  memoEmpty,
  uploading,
  submitting,
  savingDraft,
  failure,
  onSaveDraft,
  onSubmit,
}: ReviewActionBarProps) {
  // What Submit Review waits for: delivery is final, so nothing may be left behind.
  const waitingFor = memoEmpty
    ? 'Write the summary memo to submit your review.'
    : uploading
      ? 'Wait for the annotated file to finish uploading to submit your review.'
      : null;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:-mx-6 sm:px-6 sm:py-3">
      {failure ? (
        <Alert variant="destructive" role="alert" className="mb-3">
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <SaveStatus state={autosave} />
        <div className="flex flex-1 justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            className="h-9 px-3 sm:h-10 sm:px-4"
            onClick={onSaveDraft}
            disabled={submitting || savingDraft}
          >
            <Save aria-hidden="true" />
            {savingDraft ? 'Saving…' : 'Save Draft'}
          </Button>
          <Button
            type="button"
            className="h-9 px-3 sm:h-10 sm:px-4"
            onClick={onSubmit}
            disabled={memoEmpty || uploading || submitting}
            aria-describedby={waitingFor ? 'submit-review-waits' : undefined}
          >
            <Send aria-hidden="true" />
            {submitting ? 'Submitting…' : 'Submit Review'}
          </Button>
        </div>
      </div>
      {waitingFor ? (
        <p
          id="submit-review-waits"
          className="mt-1 hidden text-xs text-slate-500 sm:block sm:text-right"
        >
          {waitingFor}
        </p>
      ) : null}
    </div>
  );
}
