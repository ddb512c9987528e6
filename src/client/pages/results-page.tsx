import { mayPostInThread } from '#shared/domain/threads.js';
import { PageContainer } from '#client/components/ui/page';
import { useSignedInUser } from '#client/features/auth/api/use-auth';
import { MessageThread } from '#client/features/messages/components/message-thread';
import { ResultsView } from '#client/features/results/components/results-view';
import { DocumentUpload } from '#client/features/uploads/components/document-upload';

/**
 * /results/{submissionId}: the applicant's feedback (their own order; the API answers 404 for
 * anyone else's) or, read-only, any order's for an admin, the order's reviewer's, and that of
 * someone who placed it before becoming a reviewer. The thread closes the page; a revised draft
 * can be uploaded with the same control as on the submit page.
 */
export function ResultsPage({ submissionId }: { submissionId: string }) {
  const user = useSignedInUser();
  return (
    <PageContainer className="max-w-6xl">
      <ResultsView
        submissionId={submissionId}
        canDecide={user.role === 'applicant'}
        renderThread={(order) => (
          <MessageThread
            submissionId={order.id}
            title="Messages"
            readOnly={!mayPostInThread(user, order)}
          />
        )}
        renderUpload={(props) => (
          <DocumentUpload kind="statement" label="Revised draft file" {...props} />
        )}
      />
    </PageContainer>
  );
}
