import { useCallback } from 'react';
import { useParams } from 'wouter';
import { PageContainer } from '../components/ui/page';
import { MessageThread } from '../features/messages/components/message-thread';
import { DocumentUpload } from '../features/uploads/components/document-upload';
import type {
  AnnotationUploadSlotProps,
  ThreadSlotProps,
} from '../features/workspace/components/slots';
import { WorkspaceView } from '../features/workspace/components/workspace-view';

/** SPEC section 2's reviewer workspace at /review/{submissionId} (reviewers only: see routes). */
export function ReviewPage() {
  const { submissionId = '' } = useParams<{ submissionId: string }>();

  const renderUpload = useCallback(
    (props: AnnotationUploadSlotProps) => (
      <DocumentUpload kind="annotation" label="Annotated document file" {...props} />
    ),
    [],
  );
  const renderThread = useCallback(
    ({ submissionId: id }: ThreadSlotProps) => <MessageThread submissionId={id} />,
    [],
  );

  return (
    <PageContainer className="max-w-7xl pb-0 sm:pb-0">
      <WorkspaceView
        submissionId={submissionId}
        renderUpload={renderUpload}
        renderThread={renderThread}
      />
    </PageContainer>
  );
}
