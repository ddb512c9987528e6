import { Fragment, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { countWords } from '#shared/domain/word-count.js';
import { orderLabel } from '#shared/domain/order-number.js';
import type { PackageTier } from '#shared/domain/packages.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { useServiceStatus } from '../../api/use-service-status';
import { useSubmitForm } from '../../hooks/use-submit-form';
import type { StatementMode } from '../../lib/submit-form-values';
import { Acknowledgments } from './acknowledgments';
import { ContinueButton, ServicePausedAlert } from './submit-actions';
import { IntakeQuestions } from './intake-questions';
import { OrderSteps } from './order-steps';
import { OrderSummary } from './order-summary';
import { PackageSummary } from './package-summary';
import { SchoolAndLength } from './school-and-length';
import { StatementCard } from './statement-card';
import { SupportLinks, WhatToExpect } from './submit-help-cards';

/** What the uploads feature reports about a statement it stored. */
export interface UploadedDocument {
  documentPath: string;
  fileName: string;
  wordCount: number | null;
  sizeBytes: number;
}

/** Handed to the page's upload control (features do not import each other; the page composes). */
export interface StatementUploadSlotProps {
  initial: { documentPath: string; fileName: string } | null;
  onUploaded: (document: UploadedDocument) => void;
  onRemoved: () => void;
}

interface SubmitFormProps {
  applicantId: string;
  /** From ?package=; null when absent or unknown. */
  requestedTier: PackageTier | null;
  /** The unpaid draft to edit (Back to Submission from checkout); null for a new order. */
  editing?: SubmissionDetail | null;
  renderUpload: (props: StatementUploadSlotProps) => ReactNode;
}

/**
 * The submit screen (docs/product.md §7 Screens): statement, school, intake, checkboxes, add-ons.
 */
export function SubmitForm({
  applicantId,
  requestedTier,
  editing = null,
  renderUpload,
}: SubmitFormProps) {
  const state = useSubmitForm(applicantId, requestedTier, editing);
  const { form, setDocument } = state;
  const { register, setValue, getValues, control } = form;
  const serviceStatus = useServiceStatus();
  const paused = serviceStatus.data?.acceptingOrders === false;

  const [packageTier, statementMode, document, pastedText, addOns] = useWatch({
    control,
    name: ['packageTier', 'statementMode', 'document', 'pastedText', 'addOns'],
  });
  const pastedWords = useMemo(() => countWords(pastedText), [pastedText]);
  const documentWords = document?.wordCount ?? 0;
  const statementWords =
    statementMode === 'paste' ? pastedWords || documentWords : documentWords || pastedWords;

  // The estimated word count follows the statement's own count while the applicant has not
  // typed a number of their own (the field is empty or was filled in for them).
  useEffect(() => {
    if (getValues('wordCountAuto')) {
      setValue('wordCount', statementWords > 0 ? String(statementWords) : '');
    }
  }, [statementWords, getValues, setValue]);

  const upload = useMemo(
    () =>
      renderUpload({
        initial: document
          ? { documentPath: document.documentPath, fileName: document.fileName }
          : null,
        onUploaded: (uploaded) =>
          setDocument({
            documentPath: uploaded.documentPath,
            fileName: uploaded.fileName,
            wordCount: uploaded.wordCount,
          }),
        onRemoved: () => setDocument(null),
      }),
    // The upload control keeps its own state; `initial` only matters when it (re)mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [renderUpload, setDocument, state.uploadKey],
  );

  return (
    <form onSubmit={state.submit} noValidate>
      <OrderSteps current={2} />
      {paused ? (
        <ServicePausedAlert
          message={serviceStatus.data?.message ?? 'New orders are paused for now.'}
          onCheckAgain={() => void serviceStatus.refetch()}
          checking={serviceStatus.isFetching}
        />
      ) : null}
      {editing ? (
        <Alert className="mb-6">
          You are changing {orderLabel(editing.id)}, which is not paid yet. Continue to Payment
          saves your changes to it.
        </Alert>
      ) : null}
      {state.restored ? (
        <Alert className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <span>We restored the answers you had not sent yet.</span>
          <Button type="button" variant="outline" size="sm" onClick={state.startOver}>
            Start over
          </Button>
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-6">
          <PackageSummary value={packageTier} onChange={state.changePackage} />
          <StatementCard
            mode={statementMode}
            onModeChange={(mode: StatementMode) => setValue('statementMode', mode)}
            uploadSlot={<Fragment key={state.uploadKey}>{upload}</Fragment>}
            pastedText={register('pastedText')}
            pastedWordCount={pastedWords}
          />
          <SchoolAndLength
            initialSchool={form.formState.defaultValues?.targetSchool ?? ''}
            targetSchool={register('targetSchool')}
            wordCount={register('wordCount', {
              onChange: (event: { target: HTMLInputElement }) =>
                setValue(
                  'wordCountAuto',
                  event.target.value.trim() === '' && !event.target.validity.badInput,
                ),
            })}
          />
          <IntakeQuestions register={register} />
          <Acknowledgments register={register} />
        </div>
        <aside
          aria-label="Order summary and help"
          className="grid min-w-0 content-start gap-6 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <OrderSummary
            packageTier={packageTier}
            chosenAddOns={addOns}
            onToggleAddOn={state.toggleAddOn}
          />
          <WhatToExpect packageTier={packageTier} />
          <SupportLinks />
        </aside>
        <ContinueButton paused={paused} pending={state.isPending} sendError={state.sendError} />
      </div>
    </form>
  );
}
