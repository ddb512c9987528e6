import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse } from '#client/testing/render';
import { fakeXhr } from '../testing/fake-xhr';
import { DocumentUpload, type DocumentUploadProps } from './document-upload';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const MB = 1024 * 1024;
const PDF = 'application/pdf';
const key = 'uploads/6f1c2b9e-8a4d-4c3e-b5f7-1d2e3f4a5b6c';
const documentPath = '/api/documents/6f1c2b9e-8a4d-4c3e-b5f7-1d2e3f4a5b6c';
/** The server's answer to PUT /api/documents for the statement the tests upload. */
const registered = () =>
  jsonResponse({
    documentPath,
    objectPath: documentPath,
    fileName: 'statement.pdf',
    contentType: PDF,
    sizeBytes: 6,
    wordCount: 412,
  });

function renderUpload(props: Partial<DocumentUploadProps> = {}) {
  const onUploaded = vi.fn();
  const onRemoved = vi.fn();
  render(
    <>
      <DocumentUpload
        kind="statement"
        label="Personal statement file"
        initial={null}
        onUploaded={onUploaded}
        onRemoved={onRemoved}
        {...props}
      />
      <Toaster />
    </>,
  );
  return { onUploaded, onRemoved };
}

// The picker's accept filter is the browser's business; Uppy must refuse what gets past it.
const chooseFiles = (...files: File[]) =>
  userEvent
    .setup({ applyAccept: false })
    .upload(screen.getByLabelText('Personal statement file', { selector: 'input' }), files);

const notices = () => screen.getByRole('status', { name: 'Upload messages' });

describe('DocumentUpload restrictions (Uppy, in the browser)', () => {
  it('refuses a file over 2 MB with Uppy’s message and asks the server nothing', async () => {
    const calls = fakeApi({});
    renderUpload();
    await chooseFiles(new File([new Uint8Array(2 * MB + 1)], 'big.pdf', { type: PDF }));
    expect(
      await within(notices()).findByText('big.pdf exceeds maximum allowed size of 2 MB'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses a file that is not PDF or DOCX', async () => {
    const calls = fakeApi({});
    renderUpload();
    await chooseFiles(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(notices()).findByText(
        'You can only upload: .pdf, .docx, application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('allows 5 MB for an annotation', async () => {
    fakeApi({});
    renderUpload({ kind: 'annotation', label: 'Personal statement file' });
    expect(screen.getByText('PDF or DOCX, one file, up to 5 MB.')).toBeInTheDocument();
    await chooseFiles(new File([new Uint8Array(5 * MB + 1)], 'marked.pdf', { type: PDF }));
    expect(
      await within(notices()).findByText('marked.pdf exceeds maximum allowed size of 5 MB'),
    ).toBeInTheDocument();
  });

  it('takes one file of a two-file drop and says only one is allowed', async () => {
    fakeApi({ 'POST /api/objects/upload': () => jsonResponse({ message: 'Try later' }, 503) });
    renderUpload();
    fireEvent.drop(screen.getByTestId('document-upload'), {
      dataTransfer: {
        files: [
          new File(['%PDF-1'], 'one.pdf', { type: PDF }),
          new File(['%PDF-2'], 'two.pdf', { type: PDF }),
        ],
        types: ['Files'],
      },
    });
    expect(await within(notices()).findByText('You can only upload 1 file')).toBeInTheDocument();
  });
});

describe('DocumentUpload flow', () => {
  it('PUTs to the signed address, registers the upload, toasts and reports the document', async () => {
    const calls = fakeApi({
      'POST /api/objects/upload': () =>
        jsonResponse({ uploadURL: `/api/storage/${key}?expires=9&sig=abc`, method: 'PUT' }),
      'PUT /api/documents': registered,
    });
    const { requests: puts } = fakeXhr();
    const { onUploaded } = renderUpload();
    await chooseFiles(new File(['%PDF-1'], 'statement.pdf', { type: PDF }));

    expect(await screen.findByText('File Uploaded')).toBeInTheDocument();
    const origin = window.location.origin;
    expect(puts).toEqual([
      {
        method: 'PUT',
        url: `${origin}/api/storage/${key}?expires=9&sig=abc`,
        headers: { 'content-type': PDF },
        body: expect.any(Blob),
      },
    ]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/objects/upload',
      'PUT /api/documents',
    ]);
    expect(calls[0]!.body).toBeUndefined();
    expect(calls[1]!.body).toEqual({
      documentURL: `${origin}/api/storage/${key}`,
      fileName: 'statement.pdf',
    });
    expect(onUploaded).toHaveBeenCalledWith({
      documentPath,
      fileName: 'statement.pdf',
      wordCount: 412,
      sizeBytes: 6,
    });
    expect(screen.getByRole('button', { name: 'Remove statement.pdf' })).toBeInTheDocument();
  });

  it('waits while the server is reading another file, then registers the upload', async () => {
    let answers = 0;
    const calls = fakeApi({
      'POST /api/objects/upload': () =>
        jsonResponse({ uploadURL: `/api/storage/${key}?sig=x`, method: 'PUT' }),
      'PUT /api/documents': () =>
        ++answers === 1
          ? jsonResponse({ message: 'Another of your files is being read right now.' }, 429)
          : registered(),
    });
    fakeXhr();
    const onBusyChange = vi.fn();
    const { onUploaded } = renderUpload({ onBusyChange });
    await chooseFiles(new File(['%PDF-1'], 'statement.pdf', { type: PDF }));

    expect(await screen.findByText('File Uploaded')).toBeInTheDocument();
    // Busy from the choice until the server registered the file.
    await waitFor(() => expect(onBusyChange.mock.calls).toEqual([[false], [true], [false]]));
    expect(calls.filter((c) => c.url === '/api/documents')).toHaveLength(2);
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ documentPath }));
    expect(screen.queryByText('Upload Error')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal next to the widget and the Upload Error toast', async () => {
    fakeApi({
      'POST /api/objects/upload': () =>
        jsonResponse({ uploadURL: `/api/storage/${key}?sig=x`, method: 'PUT' }),
      'PUT /api/documents': () =>
        jsonResponse({ message: 'Only PDF or DOCX files can be uploaded.' }, 400),
    });
    fakeXhr();
    const { onUploaded } = renderUpload();
    await chooseFiles(new File(['MZ'], 'statement.pdf', { type: PDF }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PDF or DOCX files can be uploaded.',
    );
    expect(screen.getByText('Upload Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to process uploaded document.')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });

  it('reports a refused PUT (413 from storage) with the storage’s message', async () => {
    fakeApi({
      'POST /api/objects/upload': () =>
        jsonResponse({ uploadURL: `/api/storage/${key}?sig=x`, method: 'PUT' }),
    });
    fakeXhr({ status: 413, body: JSON.stringify({ message: 'The file is larger than 2 MB.' }) });
    // Uppy logs the failed request to the console as well.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUpload();
    await chooseFiles(new File(['%PDF-1'], 'statement.pdf', { type: PDF }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 2 MB.');
    expect(within(notices()).getByText('Failed to upload statement.pdf')).toBeInTheDocument();
  });

  it('shows the file name and a progress bar with its percentage while uploading', async () => {
    fakeApi({
      'POST /api/objects/upload': () =>
        jsonResponse({ uploadURL: `/api/storage/${key}?sig=x`, method: 'PUT' }),
    });
    const xhr = fakeXhr({ status: 200, hold: true });
    renderUpload();
    await chooseFiles(new File(['%PDF-1.7 halfway'], 'long statement.pdf', { type: PDF }));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading long statement.pdf' });
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('50%')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel upload' }));
    xhr.release();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });

  it('lets go of the attached file as soon as a replacement is chosen', async () => {
    fakeApi({
      'POST /api/objects/upload': () =>
        jsonResponse({ uploadURL: `/api/storage/${key}?sig=x`, method: 'PUT' }),
    });
    const xhr = fakeXhr({ status: 200, hold: true });
    const { onRemoved, onUploaded } = renderUpload({
      initial: { documentPath, fileName: 'draft.docx' },
    });
    await chooseFiles(new File(['%PDF-1.7 new'], 'revised.pdf', { type: PDF }));
    // Sent now, the form would carry no file rather than the one being replaced.
    expect(onRemoved).toHaveBeenCalledOnce();
    expect(screen.queryByText('draft.docx')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading revised.pdf' }),
    ).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    xhr.release();
  });

  it('restores a draft’s document, reachable by keyboard, and removes it', async () => {
    fakeApi({});
    const { onRemoved } = renderUpload({ initial: { documentPath, fileName: 'draft.docx' } });
    expect(screen.getByText('draft.docx')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Replace file' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRemoved).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });
});
