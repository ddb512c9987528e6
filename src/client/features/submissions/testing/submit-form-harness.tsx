import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Toaster } from '#client/components/ui/toaster';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import { DraftEditor } from '../components/submit/draft-editor';
import { SubmitForm } from '../components/submit/submit-form';
import type { StatementUploadSlotProps } from '../components/submit/submit-form';

export const fakeDocumentPath = '/api/documents/6f1c2b9e-8a4d-4c3e-b5f7-1d2e3f4a5b6c';

/** Stands in for the uploads feature's DocumentUpload. */
function FakeUpload({ initial, onUploaded, onRemoved }: StatementUploadSlotProps) {
  return (
    <div>
      <p>{initial ? `Restored upload: ${initial.fileName}` : 'No file yet'}</p>
      <button
        type="button"
        onClick={() =>
          onUploaded({
            documentPath: fakeDocumentPath,
            fileName: 'statement.pdf',
            wordCount: 742,
            sizeBytes: 48_000,
          })
        }
      >
        Fake upload
      </button>
      <button type="button" onClick={onRemoved}>
        Fake remove
      </button>
    </div>
  );
}

const renderUpload = (props: StatementUploadSlotProps) => <FakeUpload {...props} />;

/** The submit form for user-1 with the toaster, as the submit page composes it. */
export function renderSubmitForm(requestedTier: 'basic' | 'core' | 'premium' | null = null) {
  return renderWithUser(
    <>
      <SubmitForm applicantId="user-1" requestedTier={requestedTier} renderUpload={renderUpload} />
      <Toaster />
    </>,
    makeUser(),
  );
}

/** The submit form editing the unpaid draft `id` (Back to Submission), as the page composes it. */
export function renderDraftEditor(id: string) {
  return renderWithUser(
    <>
      <DraftEditor id={id} applicantId="user-1" requestedTier={null} renderUpload={renderUpload} />
      <Toaster />
    </>,
    makeUser(),
  );
}

export const acceptingOrders = () => jsonResponse({ acceptingOrders: true, message: null });

export const continueButton = () => screen.getByRole('button', { name: 'Continue to Payment' });

export { expectToast } from '#client/testing/render';

type User = ReturnType<typeof userEvent.setup>;

/** Puts text into a field the way pasting does (one input event: quicker than typing). */
export async function pasteInto(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Fills the submit form's three requirements (docs/product.md §2 Orders) with pasted text. */
export async function fillRequired(user: User) {
  await user.selectOptions(screen.getByLabelText('Target law school'), 'stanford');
  await user.click(screen.getByRole('tab', { name: 'Paste Text' }));
  await pasteInto(user, screen.getByLabelText('Statement text'), 'My journey to law began early.');
  await pasteInto(user, screen.getByLabelText(/Your background/), 'Grew up in Ohio.');
  await pasteInto(user, screen.getByLabelText(/Your goals in law/), 'Civil rights work.');
}
