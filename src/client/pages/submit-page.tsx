import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { isPackageTier } from '../../shared/domain/packages.js';
import { PageContainer, PageHeader } from '../components/ui/page';
import { useSignedInUser } from '../features/auth/api/use-auth';
import { SubmitForm } from '../features/submissions/components/submit/submit-form';
import type { StatementUploadSlotProps } from '../features/submissions/components/submit/submit-form';
import { DocumentUpload } from '../features/uploads/components/document-upload';

/** SPEC section 2's submit screen; the package comes from ?package= (core by default). */
export function SubmitPage() {
  const user = useSignedInUser();
  const requested = new URLSearchParams(useSearch()).get('package') ?? '';
  const requestedTier = isPackageTier(requested) ? requested : null;

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
      <SubmitForm applicantId={user.id} requestedTier={requestedTier} renderUpload={renderUpload} />
    </PageContainer>
  );
}
