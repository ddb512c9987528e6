import { useCallback } from 'react';
import { useParams } from 'wouter';
import { PageContainer } from '#client/components/ui/page';
import { MessageThread } from '#client/features/messages/components/message-thread';
import { DocumentUpload } from '#client/features/uploads/components/document-upload';
import type {
  AnnotationUploadSlotProps,
  ThreadSlotProps,
} from '#client/features/workspace/components/slots';
import { WorkspaceView } from '#client/features/workspace/components/workspace-view';

/** The reviewer workspace, /review/{submissionId} (docs/product.md §7 Screens); reviewers only. */
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
