import type { ReactNode } from 'react';
import { orderPagePath, submitPagePath } from '#shared/domain/order-number.js';
import { ORDER_PAID_MESSAGE } from '#shared/domain/payment-messages.js';
import type { PackageTier } from '#shared/domain/packages.js';
import { Alert } from '#client/components/ui/alert';
import { SectionError } from '#client/components/ui/section-state';
import { PageSpinner } from '#client/components/ui/spinner';
import { TextLink } from '#client/components/ui/text-link';
import { useSubmission } from '../../api/use-submission';
import { SubmitForm, type StatementUploadSlotProps } from './submit-form';

interface DraftEditorProps {
  id: string;
  applicantId: string;
  requestedTier: PackageTier | null;
  renderUpload: (props: StatementUploadSlotProps) => ReactNode;
}

/**
 * Back to Submission from checkout: the unpaid draft `id` in the submit form, to change it
 * before paying (docs/product.md §2 Orders). A paid order is followed on its page instead.
 */
export function DraftEditor({ id, applicantId, requestedTier, renderUpload }: DraftEditorProps) {
  const draft = useSubmission(id);
  if (draft.isPending) return <PageSpinner />;
  if (draft.isError) {
    return (
      <div className="grid gap-3">
        <SectionError what="your order" error={draft.error} onRetry={() => void draft.refetch()} />
        <p className="text-sm text-slate-700">
          Or <TextLink href={submitPagePath()}>start a new submission</TextLink>.
        </p>
      </div>
    );
  }
  if (draft.data.status !== 'draft') {
    return (
      <Alert role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{ORDER_PAID_MESSAGE}</span>
        <TextLink href={orderPagePath('applicant', id)}>View the order</TextLink>
      </Alert>
    );
  }
  return (
    <SubmitForm
      applicantId={applicantId}
      requestedTier={requestedTier}
      editing={draft.data}
      renderUpload={renderUpload}
    />
  );
}
