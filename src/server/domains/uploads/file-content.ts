import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { DOCX_CONTENT_TYPE, PDF_CONTENT_TYPE } from '../../../shared/domain/uploads.js';
import { readZipEntries } from './zip-entries.js';

export type DocumentFormat = 'pdf' | 'docx';

export interface DetectedDocument {
  format: DocumentFormat;
  contentType: string;
}

/** A file that has the right signature but cannot be read (corrupt, encrypted, truncated). */
export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}

// A DOCX inflates its XML about tenfold; far beyond that is a zip bomb, not a statement.
const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
// More text than any statement or annotation holds; stops a crafted file filling the table.
const MAX_TEXT_CHARS = 1_000_000;

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * PDF or DOCX by content, whatever the name says: `%PDF-` at the start (PDF allows a little
 * junk before it, but real exporters write it first), or a ZIP holding `word/document.xml`.
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

async function pdfText(bytes: Buffer): Promise<string> {
  // pdf.js takes ownership of the array it is given, so it gets a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
    stopAtErrors: false,
  });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length < MAX_TEXT_CHARS; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .filter((item): item is TextItem => 'str' in item)
        .map((item) => item.str + (item.hasEOL ? '\n' : ''))
        .join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n\n');
  } finally {
    await task.destroy();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const entries = readZipEntries(bytes) ?? [];
  const unzipped = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (unzipped > MAX_UNZIPPED_BYTES) {
    throw new UnreadableDocumentError(`DOCX would unzip to ${unzipped} bytes`);
  }
  const result = await mammoth.extractRawText({ buffer: bytes });
  return result.value;
}

/**
 * The document's text for reading in the browser and counting words. NUL and other control
 * characters are dropped (PostgreSQL text cannot hold NUL); line breaks and tabs stay.
 */
export async function extractDocumentText(bytes: Buffer, format: DocumentFormat): Promise<string> {
  let text: string;
  try {
    text = format === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw error;
    throw new UnreadableDocumentError(`${format} extraction failed`, { cause: error });
  }
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, MAX_TEXT_CHARS)
  );
}
