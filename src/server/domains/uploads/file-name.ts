import { DOCX_CONTENT_TYPE, PDF_CONTENT_TYPE } from '../../../shared/domain/uploads.js';
import type { DocumentFormat } from './file-content.js';

const MAX_NAME_LENGTH = 120;

/**
 * A file name that is safe to store and to offer back as a download name: no folders, no
 * control or reserved characters, a bounded length, and the extension of what the bytes
 * really are (a DOCX sent as "statement.pdf" is kept as "statement.docx").
 */
export function sanitiseFileName(
  raw: string | null | undefined,
  format: DocumentFormat,
  fallbackStem = 'statement',
): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Control characters and the ones Windows refuses in names.
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = cleaned
    .replace(/\.[^.]*$/, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH - 5)
    .trim();
  return `${stem || fallbackStem}.${format}`;
}

/** The MIME type to serve a stored document with, from its (sanitised) name. */
export function contentTypeForName(fileName: string): string {
  if (/\.pdf$/i.test(fileName)) return PDF_CONTENT_TYPE;
  if (/\.docx$/i.test(fileName)) return DOCX_CONTENT_TYPE;
  return 'application/octet-stream';
}

/**
 * Content-Disposition for a download: always an attachment (never rendered in the app's
 * origin), with an ASCII fallback name and the exact name in RFC 5987 form.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
