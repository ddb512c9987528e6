import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearSubmitDraft, saveSubmitDraft } from '../lib/submit-draft-storage';
import type { SubmitFormValues } from '../lib/submit-form-values';

export const DRAFT_SAVE_DELAY_MS = 500;

/**
 * Keeps the submit form's values in localStorage, saved a moment after the last change (and at
 * once when the page is hidden or the form unmounts). `discard` stops saving and forgets the
 * draft: call it once the server has the submission. With `keep: false` (a form editing an order
 * the server holds) nothing is saved or forgotten, so the device's unsent order stays as it was.
 */
export function useSubmitDraft(
  userId: string,
  form: UseFormReturn<SubmitFormValues>,
  { keep = true }: { keep?: boolean } = {},
) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const discarded = useRef(false);

  useEffect(() => {
    if (!keep) return;
    const save = () => {
      timer.current = null;
      if (!discarded.current) saveSubmitDraft(userId, form.getValues());
    };
    const flush = () => {
      if (timer.current === null) return;
      clearTimeout(timer.current);
      save();
    };
    const subscription = form.watch(() => {
      if (discarded.current) return;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [userId, form, keep]);

  const discard = useCallback(() => {
    discarded.current = true;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (keep) clearSubmitDraft(userId);
  }, [userId, keep]);

  /** Start saving again (after a form reset, for example). */
  const resume = useCallback(() => {
    discarded.current = false;
  }, []);

  return { discard, resume };
}
