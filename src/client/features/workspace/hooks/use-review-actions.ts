import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ReviewDraftBody } from '#shared/schemas/reviews.js';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage, errorStatus, isUnauthorizedError } from '#client/lib/api';
import { useSubmitReview } from '../api/use-submit-review';
import type { Autosaver } from '../lib/autosaver';
import { submitBody, type ReviewDraft } from '../lib/draft';
import { keptForUnsaved, unsavedComment } from '../lib/statement-navigation';
import { queryKeys } from '#client/lib/query-keys';

interface Options {
  submissionId: string;
  draft: ReviewDraft;
  body: ReviewDraftBody;
  saver: Autosaver<ReviewDraftBody>;
  /** Where to send focus when the memo is missing. */
  memoFieldId: string;
}

/** Save Draft and Submit Review (docs/product.md §6 Reviews). */
export function useReviewActions({ submissionId, draft, body, saver, memoFieldId }: Options) {
  const queryClient = useQueryClient();
  const submitReview = useSubmitReview();
  const [, navigate] = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [savingDraft, setSavingDraft] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function saveDraft() {
    setSavingDraft(true);
    const saved = await saver.saveNow(body);
    setSavingDraft(false);
    if (saved) {
      toast({
        title: 'Draft Saved',
        description: 'Your review is saved. You can come back to it at any time.',
      });
    } else {
      toast({
        title: 'Error',
        description: 'Failed to save draft. Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function submit() {
    if (!draft.summaryMemo.trim()) {
      toast({
        title: 'Missing Summary',
        description: 'Please provide a summary memo before submitting.',
        variant: 'destructive',
      });
      document.getElementById(memoFieldId)?.focus();
      return;
    }
    if (keptForUnsaved(unsavedComment(), 'submit')) return;
    setFailure(null);
    setSubmitting(true);
    // No draft save may land after the round is delivered.
    await saver.pause();
    try {
      await submitReview.mutateAsync(submitBody(body));
      toast({
        title: 'Review Submitted',
        description: 'The applicant has been told that their feedback is ready.',
      });
      navigate('/dashboard');
    } catch (error) {
      setSubmitting(false);
      saver.resume();
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error',
        description: 'Failed to submit review. Please try again.',
        variant: 'destructive',
      });
      const status = errorStatus(error);
      if (status >= 400 && status < 500) setFailure(errorMessage(error));
      // Delivered meanwhile (another tab): show the delivered round instead of the editor.
      if (status === 409) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.workspace(submissionId) });
      }
    }
  }

  return { saveDraft, submit, submitting, savingDraft, failure };
}
