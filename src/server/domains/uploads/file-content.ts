import { DOCX_CONTENT_TYPE, PDF_CONTENT_TYPE } from '../../../shared/domain/uploads.js';
import { readDocumentText } from './document-parser-pool.js';
import type { DocumentFormat } from './parser-protocol.js';
import { readZipEntries } from './zip-entries.js';

export type { DocumentFormat } from './parser-protocol.js';
export {
  DocumentReadersBusyError,
  TooComplexDocumentError,
  UnreadableDocumentError,
} from './document-errors.js';

export interface DetectedDocument {
  format: DocumentFormat;
  contentType: string;
}

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * PDF or DOCX by content, whatever the name says: `%PDF-` at the start (PDF allows a little
 * junk before it, but real exporters write it first), or a ZIP whose directory names
 * `word/document.xml`. Only signatures and the directory are read here; nothing is inflated.
 */
export function detectDocument(bytes: Buffer): DetectedDocument | null {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return { format: 'pdf', contentType: PDF_CONTENT_TYPE };
  }
  if (bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    const entries = readZipEntries(bytes);
    if (entries?.some((entry) => entry.name === 'word/document.xml')) {
      return { format: 'docx', contentType: DOCX_CONTENT_TYPE };
    }
  }
  return null;
}

/**
 * The document's text for reading in the browser and counting words, read in a separate
 * process (document-parser-pool.ts): the server's own thread never parses a document.
 * Rejects with TooComplexDocumentError or UnreadableDocumentError for a file it cannot read,
 * or DocumentReadersBusyError when too many files are waiting.
 */
export function extractDocumentText(bytes: Buffer, format: DocumentFormat): Promise<string> {
  return readDocumentText(bytes, format);
}
