import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { TooComplexDocumentError } from './document-errors.js';
import { MAX_PDF_PAGES } from './parser-protocol.js';
import { checkPdfStreams } from './pdf-streams.js';

/**
 * The text of a PDF's pages, read in the parser process after its streams passed
 * checkPdfStreams. A file with more than MAX_PDF_PAGES pages is refused before any page is
 * read. Reading stops once `maxChars` characters were found.
 */
export async function pdfText(bytes: Buffer, maxChars: number): Promise<string> {
  await checkPdfStreams(bytes);
  // pdf.js takes ownership of the array it is given, so it gets a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
    stopAtErrors: false,
  });
  try {
    const pdf = await task.promise;
    if (pdf.numPages > MAX_PDF_PAGES) {
      throw new TooComplexDocumentError('pages', `${pdf.numPages} pages`);
    }
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length < maxChars; number += 1) {
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
