import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { isPackageTier } from '#shared/domain/packages.js';
import { PageContainer, PageHeader } from '#client/components/ui/page';
import { useSignedInUser } from '#client/features/auth/api/use-auth';
import { DraftEditor } from '#client/features/submissions/components/submit/draft-editor';
import { SubmitForm } from '#client/features/submissions/components/submit/submit-form';
import type { StatementUploadSlotProps } from '#client/features/submissions/components/submit/submit-form';
import { DocumentUpload } from '#client/features/uploads/components/document-upload';

/**
 * The submit screen (docs/product.md §7 Screens); the package is ?package= (default core), and
 * ?submissionId= is an unpaid draft brought back from checkout to change.
 */
export function SubmitPage() {
  const user = useSignedInUser();
  const search = new URLSearchParams(useSearch());
  const requested = search.get('package') ?? '';
  const requestedTier = isPackageTier(requested) ? requested : null;
  const editing = search.get('submissionId');

  const renderUpload = useCallback(
    (props: StatementUploadSlotProps) => (
      <DocumentUpload kind="statement" label="Personal statement file" {...props} />
    ),
    [],
  );

  return (
    <PageContainer>
      <PageHeader
        title="Submit Your Statement"
        description="Share your draft and a little about yourself; an attorney reviewer does the rest."
      />
      {editing ? (
        <DraftEditor
          key={editing}
          id={editing}
          applicantId={user.id}
          requestedTier={requestedTier}
          renderUpload={renderUpload}
        />
      ) : (
        <SubmitForm
          applicantId={user.id}
          requestedTier={requestedTier}
          renderUpload={renderUpload}
        />
      )}
    </PageContainer>
  );
}
