import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../../tests/support/document-fixtures.js';
import {
  billionLaughsXml,
  deeplyNestedXml,
  docxInflatingTo,
  docxOf,
  externalEntityXml,
  wordDocumentXml,
  wordParagraph,
} from '../../../../tests/support/hostile-docx.js';
import {
  pdfInflatingTo,
  pdfWithLzwZeros,
  pdfWithNestedForms,
  pdfWithOperators,
  pdfWithPageLoop,
  pdfWithPages,
} from '../../../../tests/support/hostile-pdfs.js';
import {
  extractDocumentText,
  TooComplexDocumentError,
  UnreadableDocumentError,
  type DocumentFormat,
} from './file-content.js';

type Make = () => Buffer | Promise<Buffer>;

async function refusal(make: Make, format: DocumentFormat): Promise<unknown> {
  return extractDocumentText(await make(), format).then(
    (text) => new Error(`read ${text.length} characters instead of refusing`),
    (error: unknown) => error,
  );
}

describe('reading a document in a parser process', () => {
  it.each<[string, Make, DocumentFormat, TooComplexDocumentError['reason']]>([
    ['a PDF of 10,000 pages', () => pdfWithPages(10_000), 'pdf', 'pages'],
    [
      'a PDF whose content stream inflates to 1 GB',
      () => pdfInflatingTo(1024),
      'pdf',
      'inflated-size',
    ],
    ['a PDF of 12 million operators', () => pdfWithOperators(12_000_000), 'pdf', 'inflated-size'],
    [
      'a DOCX declaring 4 KB that inflates to 1 GB',
      () => docxInflatingTo(1024),
      'docx',
      'inflated-size',
    ],
    [
      'a DOCX nested 100,000 elements deep',
      () => docxOf(deeplyNestedXml(100_000)),
      'docx',
      'structure',
    ],
    // Limits of last resort: no cheaper check catches these.
    ['a PDF of forms drawing forms, 10^9 draws', () => pdfWithNestedForms(9), 'pdf', 'time'],
  ])('refuses %s as too complex', async (_name, make, format, reason) => {
    const error = await refusal(make, format);
    expect(error).toBeInstanceOf(TooComplexDocumentError);
    expect(error).toMatchObject({ reason });
  });

  // Resident memory is watched through /proc, so only on Linux.
  it.runIf(process.platform === 'linux')(
    'refuses a PDF whose LZW stream decodes to 1 GB once the parser passes its memory limit',
    async () => {
      const error = await refusal(() => pdfWithLzwZeros(150), 'pdf');
      expect(error).toBeInstanceOf(TooComplexDocumentError);
      expect(error).toMatchObject({ reason: 'memory' });
    },
  );

  it.each<[string, Make, DocumentFormat]>([
    ['a PDF whose page tree is its own kid', pdfWithPageLoop, 'pdf'],
    ['a DOCX of a billion laughs', () => docxOf(billionLaughsXml()), 'docx'],
    [
      'a DOCX with an entry named ../../x',
      () =>
        docxOf(wordDocumentXml(wordParagraph('Hi')), [{ name: '../../x', data: Buffer.from('x') }]),
      'docx',
    ],
  ])('refuses %s as unreadable', async (_name, make, format) => {
    const error = await refusal(make, format);
    expect(error).toBeInstanceOf(UnreadableDocumentError);
    expect(error).not.toBeInstanceOf(TooComplexDocumentError);
  });

  it('never resolves an external entity in a DOCX', async () => {
    const result = await extractDocumentText(docxOf(externalEntityXml()), 'docx').catch(
      (error: unknown) => error,
    );
    // Refused (the entity is undefined to the XML parser) or read without the file's content.
    if (typeof result === 'string') expect(result).not.toMatch(/root:/);
    else expect(result).toBeInstanceOf(UnreadableDocumentError);
  });

  it('reads a 20-page PDF and refuses a 21-page one', async () => {
    const pages = Array.from({ length: 21 }, (_, i) => `Page ${i + 1}`);
    const text = await extractDocumentText(await makePdf(pages.slice(0, 20)), 'pdf');
    expect(text.split('\n\n')).toEqual(pages.slice(0, 20));
    const error = await refusal(() => makePdf(pages), 'pdf');
    expect(error).toMatchObject({ reason: 'pages' });
  });
});
