import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { addOnIds } from '#shared/domain/add-ons.js';
import { submitPagePath } from '#shared/domain/order-number.js';
import type { AddOnId } from '#shared/domain/add-ons.js';
import type { PackageTier } from '#shared/domain/packages.js';
import type { ServiceStatus, SubmissionDetail } from '#shared/schemas/submissions.js';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from '#client/lib/api';
import { useCreateSubmission } from '../api/use-create-submission';
import { useUpdateDraft } from '../api/use-update-draft';
import { checkoutPath } from '../lib/checkout-path';
import { clearSubmitDraft, loadSubmitDraft } from '../lib/submit-draft-storage';
import {
  emptySubmitForm,
  hasEnteredAnything,
  toCreateSubmissionBody,
  toUpdateDraftBody,
  validateSubmission,
  valuesFromDraft,
} from '../lib/submit-form-values';
import type {
  SubmitFormValues,
  UploadedStatement,
  ValidationProblem,
} from '../lib/submit-form-values';
import { useSubmitDraft } from './use-submit-draft';
import { queryKeys } from '#client/lib/query-keys';

/**
 * The draft being edited, else the unsent one kept on this device, else an empty form. The
 * package asked for in the address wins over either's; core otherwise.
 */
function initialState(
  userId: string,
  requestedTier: PackageTier | null,
  editing: SubmissionDetail | null,
) {
  const saved = editing ? null : loadSubmitDraft(userId);
  const restored = saved !== null && hasEnteredAnything(saved);
  const values = editing
    ? valuesFromDraft(editing)
    : restored
      ? saved
      : emptySubmitForm(requestedTier ?? 'core');
  if (requestedTier) values.packageTier = requestedTier;
  return { values, restored };
}

/**
 * The submit screen's state: the form, the unsent draft on this device, the checks of
 * docs/product.md §2 Orders as toasts, and creating the order (then on to checkout). With
 * `editing`, an unpaid draft back from checkout: sending edits it, and nothing is kept on the
 * device (the server holds the draft).
 */
export function useSubmitForm(
  applicantId: string,
  requestedTier: PackageTier | null,
  editing: SubmissionDetail | null = null,
) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialState(applicantId, requestedTier, editing));
  const [restored, setRestored] = useState(initial.restored);
  /** Bumped to remount the upload control when the form starts over. */
  const [uploadKey, setUploadKey] = useState(0);
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm<SubmitFormValues>({ defaultValues: initial.values });
  const { setValue, getValues, setFocus } = form;
  const draft = useSubmitDraft(applicantId, form, { keep: !editing });
  const create = useCreateSubmission();
  const update = useUpdateDraft();
  const editingId = editing?.id ?? null;

  const changePackage = useCallback(
    (tier: PackageTier) => {
      setValue('packageTier', tier);
      navigate(submitPagePath({ package: tier, editing: editingId }), { replace: true });
    },
    [setValue, navigate, editingId],
  );

  const toggleAddOn = useCallback(
    (id: AddOnId, chosen: boolean) => {
      const current = new Set(getValues('addOns'));
      if (chosen) current.add(id);
      else current.delete(id);
      setValue(
        'addOns',
        addOnIds.filter((addOnId) => current.has(addOnId)),
      );
    },
    [getValues, setValue],
  );

  const setDocument = useCallback(
    (document: UploadedStatement | null) => setValue('document', document),
    [setValue],
  );

  const startOver = useCallback(() => {
    form.reset(emptySubmitForm(getValues('packageTier')));
    clearSubmitDraft(applicantId);
    setUploadKey((key) => key + 1);
    setRestored(false);
    setSendError(null);
  }, [form, getValues, applicantId]);

  const focusProblem = (field: ValidationProblem['field']) => {
    if (field !== 'statement') setFocus(field);
    else if (getValues('statementMode') === 'paste') setFocus('pastedText');
  };

  const sent = (order: SubmissionDetail) => {
    draft.discard();
    toast(
      editing
        ? {
            title: 'Submission Updated',
            description: 'Your changes have been saved. Proceed to payment.',
          }
        : {
            title: 'Submission Created',
            description: 'Your submission has been saved. Proceed to payment.',
          },
    );
    navigate(checkoutPath(order));
  };

  const failed = (error: Error) => {
    // A signed-out session already shows 'Unauthorized' and leaves for sign-in.
    if (isUnauthorizedError(error)) return;
    toast({
      title: 'Error',
      description: editing
        ? 'Failed to save your changes. Please try again.'
        : 'Failed to create submission. Please try again.',
      variant: 'destructive',
    });
    const message = errorMessage(error);
    setSendError(message);
    if (error.message.startsWith('503: ')) {
      queryClient.setQueryData<ServiceStatus>(queryKeys.serviceStatus, {
        acceptingOrders: false,
        message,
      });
    }
  };

  const isPending = create.isPending || update.isPending;
  const submit = form.handleSubmit((values) => {
    if (isPending) return;
    const problem = validateSubmission(values);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      focusProblem(problem.field);
      return;
    }
    setSendError(null);
    const handlers = { onSuccess: sent, onError: failed };
    if (editingId) {
      update.mutate({ id: editingId, body: toUpdateDraftBody(values, applicantId) }, handlers);
    } else {
      create.mutate(toCreateSubmissionBody(values, applicantId), handlers);
    }
  });

  return {
    form,
    submit,
    isPending,
    sendError,
    restored,
    startOver,
    uploadKey,
    changePackage,
    toggleAddOn,
    setDocument,
  };
}
