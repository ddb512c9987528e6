import { useEffect, useState } from 'react';
import type { ReviewDraftBody } from '#shared/schemas/reviews.js';
import { errorStatus, isUnauthorizedError } from '#client/lib/api';
import { redirectToLogin } from '#client/lib/session-expired';
import { putDraft } from '../api/use-save-draft';
import {
  createAutosaver,
  initialAutosaveState,
  type Autosaver,
  type AutosaveState,
} from '../lib/autosaver';

/** 4xx answers (refused draft, already delivered, signed out) do not get better by retrying. */
function isRetryable(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

async function saveDraft(body: ReviewDraftBody, options: { keepalive: boolean }) {
  try {
    await putDraft({ body, keepalive: options.keepalive });
  } catch (error) {
    if (isUnauthorizedError(error)) redirectToLogin();
    throw error;
  }
}

interface UseAutosaveOptions {
  /** The draft as PUT /api/reviews/draft takes it. */
  body: ReviewDraftBody;
  /** Counts the reviewer's changes; each new value schedules a save. */
  revision: number;
  /** When the server last stored this draft (restored drafts), or null. */
  initialSavedAt: Date | null;
  delayMs?: number;
}

/**
 * Autosave for the review draft: quietly a few seconds after typing stops, and when the page is
 * hidden, closed or left inside the app, so no work is lost. Returns the state for the status
 * line and the saver for Save Draft and Submit Review.
 */
export function useAutosave({ body, revision, initialSavedAt, delayMs }: UseAutosaveOptions): {
  state: AutosaveState;
  saver: Autosaver<ReviewDraftBody>;
} {
  const [state, setState] = useState(() => initialAutosaveState(initialSavedAt));
  const [saver] = useState(() =>
    createAutosaver<ReviewDraftBody>({
      save: saveDraft,
      onState: setState,
      initialSavedAt,
      delayMs,
      shouldRetry: isRetryable,
    }),
  );

  useEffect(() => {
    if (revision > 0) saver.change(body);
  }, [saver, body, revision]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saver.flush();
    };
    const onPageHide = () => saver.flush();
    saver.attach();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the workspace inside the app (a link, the back button) saves too.
      saver.detach();
    };
  }, [saver]);

  return { state, saver };
}
