import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import type { AnnotationUploadSlotProps } from '../components/slots';
import { WorkspaceView } from '../components/workspace-view';
import { ANNOTATION_PATH, SUBMISSION_ID } from './workspace-fixture';

/** Stands in for the uploads feature's DocumentUpload. */
function FakeUpload({ initial, onUploaded, onRemoved, onBusyChange }: AnnotationUploadSlotProps) {
  return (
    <div>
      <p>{initial ? `Attached: ${initial.fileName}` : 'No annotated document'}</p>
      <button type="button" onClick={() => onBusyChange(true)}>
        Fake upload starts
      </button>
      <button
        type="button"
        onClick={() => {
          onUploaded({ documentPath: ANNOTATION_PATH, fileName: 'marked-up.docx' });
          onBusyChange(false);
        }}
      >
        Fake upload
      </button>
      <button type="button" onClick={onRemoved}>
        Fake remove
      </button>
    </div>
  );
}

const renderUpload = (props: AnnotationUploadSlotProps) => <FakeUpload {...props} />;
const renderThread = ({ submissionId }: { submissionId: string }) => (
  <p>Message thread for {submissionId}</p>
);

/** The workspace as the review page composes it, with the toaster. */
export function workspacePage(submissionId = SUBMISSION_ID) {
  return (
    <>
      <WorkspaceView
        submissionId={submissionId}
        renderUpload={renderUpload}
        renderThread={renderThread}
      />
      <Toaster />
    </>
  );
}

/** The workspace page for a signed-in reviewer. */
export function renderWorkspace(submissionId = SUBMISSION_ID) {
  visit(`/review/${submissionId}`);
  return renderWithUser(
    workspacePage(submissionId),
    makeUser({ id: 'reviewer-1', role: 'reviewer', firstName: 'Riley', lastName: 'Reviewer' }),
  );
}

export const workspaceUrl = `/api/reviews/workspace/${SUBMISSION_ID}`;
export const ok = () => jsonResponse({ ok: true });
export const created = () => jsonResponse({ ok: true }, 201);

export { expectToast } from '#client/testing/render';

/**
 * After each test: unmount first (the workspace sends its unsaved draft as it goes, and that
 * must reach the fake API, not the network), then close toasts and restore fetch and timers.
 */
export function resetWorkspaceTest() {
  cleanup();
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
