/**
 * Upload rules shared by the upload widget and the server (docs/product.md §9 Uploads):
 * which kinds of document exist, how large each may be, and which types are accepted.
 * The browser checks them for a quick answer; the server checks them again on the stored bytes.
 */

export const uploadKinds = ['statement', 'annotation', 'cv'] as const;
export type UploadKind = (typeof uploadKinds)[number];

const MB = 1024 * 1024;

/** Binary megabytes, because Uppy formats sizes that way ("2 MB" in its messages). */
export const uploadLimits: Record<UploadKind, number> = {
  statement: 2 * MB,
  annotation: 5 * MB,
  cv: 5 * MB,
};

/** How long a signed upload address stays usable. */
export const UPLOAD_SLOT_TTL_MS = 15 * 60 * 1000;

/** How long a signed download address stays usable. */
export const DOWNLOAD_URL_TTL_MS = 5 * 60 * 1000;

export const PDF_CONTENT_TYPE = 'application/pdf';
export const DOCX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The upload widget's allowedFileTypes: extensions and MIME types, as Uppy takes them. */
export const acceptedFileTypes = ['.pdf', '.docx', PDF_CONTENT_TYPE, DOCX_CONTENT_TYPE];

/** "2 MB", "5 MB", "512 KB": sizes for people, in the units the limits use. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The refusal for a file over its limit; the server and the widget say the same thing. */
export function tooLargeMessage(kind: UploadKind): string {
  return `The file is larger than ${formatFileSize(uploadLimits[kind])}. Shorten it or save it as a smaller PDF or DOCX and upload it again.`;
}

/**
 * Path of a registered document, as PUT /api/documents answers and submissions store it; null
 * for no document.
 */
export function documentPathOf(documentId: string): string;
export function documentPathOf(documentId: string | null): string | null;
export function documentPathOf(documentId: string | null): string | null {
  return documentId === null ? null : `/api/documents/${documentId}`;
}
