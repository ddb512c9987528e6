import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { UploadKind } from '#shared/domain/uploads.js';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage, errorStatus, isUnauthorizedError } from '#client/lib/api';
import { redirectToLogin } from '#client/lib/session-expired';
import { registerUploadedDocument, type UploadedDocument } from '../api/upload-api';

/**
 * The server reads one file at a time per person, and a few for everyone; while its readers are
 * busy it answers 429 and keeps the upload (a file just replaced may still be being read). The
 * upload is registered once they are free: asked again every 2 seconds, for about half a minute
 * (a file's reading is cut off at 30 seconds), while it is still the file chosen.
 */
const READERS_BUSY_WAIT_MS = 2_000;
const READERS_BUSY_TRIES = 15;

async function registerWhenReadersFree<T>(
  register: () => Promise<T>,
  stillWanted: () => boolean,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await register();
    } catch (cause) {
      if (errorStatus(cause) !== 429 || attempt >= READERS_BUSY_TRIES || !stillWanted()) {
        throw cause;
      }
      await new Promise((resolve) => setTimeout(resolve, READERS_BUSY_WAIT_MS));
    }
  }
}
import type { createDocumentUppy, DocumentUppy } from '../lib/create-document-uppy';

export interface AttachedDocument {
  documentPath: string;
  fileName: string;
  sizeBytes?: number;
}

export interface PendingUpload {
  fileName: string;
  percent: number;
  /** The bytes are stored; the server is checking them. */
  checking: boolean;
}

/** A message Uppy shows for a while (restrictions, failed uploads): 5 s, Uppy's default. */
export interface UploadNotice {
  type: string;
  message: string;
  details?: string;
}

export interface DocumentUploadOptions {
  kind: UploadKind;
  initial: { documentPath: string; fileName: string } | null;
  onUploaded: (document: UploadedDocument) => void;
  onRemoved: () => void;
}

/** The server's sentence inside an upload failure (our storage answers JSON; S3 answers XML). */
function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error && 'body' in error) {
    return errorMessage(new Error(`${String(error.status)}: ${String(error.body)}`));
  }
  return errorMessage(error);
}

function addTo(uppy: DocumentUppy, files: File[]) {
  try {
    uppy.addFiles(files.map((file) => ({ name: file.name, type: file.type, data: file })));
  } catch {
    // Refused files are already explained by Uppy's notices.
  }
}

/**
 * The state of one upload widget: the attached document, the upload in flight, Uppy's notices
 * and the last error. The attached document follows `initial` when the form changes it.
 */
export function useDocumentUpload({ kind, initial, onUploaded, onRemoved }: DocumentUploadOptions) {
  const uppyRef = useRef<DocumentUppy | null>(null);
  const [attached, setAttached] = useState<AttachedDocument | null>(initial);
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const [notices, setNotices] = useState<UploadNotice[]>([]);
  const [error, setError] = useState<string | null>(null);

  // Adopt a new value when the form changes it (a draft restored late, the form clearing it);
  // the widget's own uploads and removals do not count as changes from the form.
  const initialPath = initial?.documentPath ?? null;
  const [formPath, setFormPath] = useState(initialPath);
  if (initialPath !== formPath) {
    setFormPath(initialPath);
    setAttached((current) => (current?.documentPath === initialPath ? current : initial));
  }

  const fail = useEffectEvent((cause: unknown) => {
    uppyRef.current?.cancelAll();
    setPending(null);
    if (isUnauthorizedError(cause)) {
      redirectToLogin();
      return;
    }
    setError(failureMessage(cause));
    toast({
      title: 'Upload Error',
      description: 'Failed to process uploaded document.',
      variant: 'destructive',
    });
  });

  const register = useEffectEvent(async (fileId: string, fileName: string, uploadURL: string) => {
    setPending((current) => current && { ...current, percent: 100, checking: true });
    try {
      const document = await registerWhenReadersFree(
        () => registerUploadedDocument({ documentURL: uploadURL, fileName }),
        () => Boolean(uppyRef.current?.getFile(fileId)),
      );
      // The person replaced or removed the file while the server was checking it.
      if (!uppyRef.current?.getFile(fileId)) return;
      const { documentPath, sizeBytes, wordCount } = document;
      setAttached({ documentPath, fileName: document.fileName, sizeBytes });
      setPending(null);
      toast({ title: 'File Uploaded', description: `${document.fileName} is attached.` });
      onUploaded({ documentPath, fileName: document.fileName, wordCount, sizeBytes });
    } catch (cause) {
      if (uppyRef.current?.getFile(fileId)) fail(cause);
    }
  });

  // Uppy (a tenth of a page's JavaScript) loads with the first file chosen or dropped, not with
  // the page (docs/decisions/010-page-budgets.md); the files wait for it here.
  const [createUppy, setCreateUppy] = useState<typeof createDocumentUppy | null>(null);
  const waiting = useRef<File[]>([]);

  useEffect(() => {
    if (!createUppy) return;
    const uppy = createUppy(kind);
    uppyRef.current = uppy;
    const syncNotices = () =>
      setNotices(
        uppy.getState().info.map(({ type, message, details }) => ({
          type,
          message,
          details: typeof details === 'string' && details ? details : undefined,
        })),
      );
    uppy.on('info-visible', syncNotices).on('info-hidden', syncNotices);
    uppy.on('file-added', (file) =>
      setPending({ fileName: file.name ?? 'file', percent: 0, checking: false }),
    );
    uppy.on('upload-progress', (file, progress) => {
      const total = progress.bytesTotal || file?.size || 0;
      const percent = total ? Math.floor((progress.bytesUploaded / total) * 100) : 0;
      setPending((current) => current && { ...current, percent: Math.min(percent, 99) });
    });
    uppy.on('upload-success', (file, response) => {
      if (file && response.uploadURL) void register(file.id, file.name ?? '', response.uploadURL);
    });
    uppy.on('upload-error', (_file, cause) => fail(cause));
    addTo(uppy, waiting.current.splice(0));
    return () => {
      uppyRef.current = null;
      uppy.destroy();
    };
  }, [kind, createUppy]);

  /**
   * Starts uploading what was chosen or dropped; a new choice replaces the current one at once,
   * so the form never sends the file being replaced while its replacement uploads.
   */
  function addFiles(files: File[]) {
    if (files.length === 0) return;
    setError(null);
    if (attached) {
      setAttached(null);
      onRemoved();
    }
    const uppy = uppyRef.current;
    if (!uppy) {
      waiting.current = files;
      import('../lib/create-document-uppy').then(
        (loaded) => setCreateUppy(() => loaded.createDocumentUppy),
        (cause: unknown) => setError(errorMessage(cause)),
      );
      return;
    }
    uppy.cancelAll();
    setPending(null);
    addTo(uppy, files);
  }

  function cancel() {
    waiting.current = [];
    uppyRef.current?.cancelAll();
    setPending(null);
  }

  function remove() {
    cancel();
    setError(null);
    setAttached(null);
    onRemoved();
  }

  return { attached, pending, notices, error, addFiles, cancel, remove };
}
