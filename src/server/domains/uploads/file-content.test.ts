import { describe, expect, it } from 'vitest';
import {
  makeDocx,
  makePdf,
  windowsExecutable,
} from '../../../../tests/support/document-fixtures.js';
import { detectDocument, extractDocumentText } from './file-content.js';
import { attachmentDisposition, sanitiseFileName } from './file-name.js';
import { uploadKeyFromUrl } from './storage.js';
import { readZipEntries } from './zip-entries.js';

describe('detectDocument', () => {
  it('knows PDF and DOCX by their bytes', async () => {
    expect(detectDocument(await makePdf(['x']))?.format).toBe('pdf');
    expect(detectDocument(await makeDocx(['x']))?.format).toBe('docx');
    expect(detectDocument(windowsExecutable())).toBeNull();
    expect(detectDocument(Buffer.from('PK\x03\x04 not really a zip'))).toBeNull();
    expect(detectDocument(Buffer.from(' %PDF-1.7'))).toBeNull();
  });

  it('reads a ZIP directory without inflating it', async () => {
    const entries = readZipEntries(await makeDocx(['Hello']));
    expect(entries?.map((e) => e.name)).toContain('word/document.xml');
    expect(entries?.every((e) => e.uncompressedSize >= 0)).toBe(true);
    expect(readZipEntries(Buffer.alloc(10))).toBeNull();
  });

  it('keeps line breaks and drops control characters from extracted text', async () => {
    const text = await extractDocumentText(await makeDocx(['One\u0007 two', 'Three']), 'docx');
    expect(text).toBe('One two\n\nThree');
  });
});

describe('file names', () => {
  it.each([
    ['My Statement.pdf', 'pdf', 'My Statement.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\draft v2.docx', 'docx', 'draft v2.docx'],
    ['statement.pdf', 'docx', 'statement.docx'],
    ['evil<script>"x".pdf', 'pdf', 'evilscriptx.pdf'],
    ['line\nbreak\u202e.pdf', 'pdf', 'linebreak.pdf'],
    ['.pdf', 'pdf', 'statement.pdf'],
    [null, 'docx', 'statement.docx'],
    [`${'a'.repeat(500)}.pdf`, 'pdf', `${'a'.repeat(115)}.pdf`],
  ] as const)('%j as %s is stored as %j', (raw, format, expected) => {
    expect(sanitiseFileName(raw, format)).toBe(expected);
  });

  it('falls back to the kind for a name', () => {
    expect(sanitiseFileName('', 'pdf', 'annotation')).toBe('annotation.pdf');
  });

  it('offers downloads as attachments with an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Lettre «É».pdf')).toBe(
      `attachment; filename="Lettre ___.pdf"; filename*=UTF-8''Lettre%20%C2%AB%C3%89%C2%BB.pdf`,
    );
  });
});

describe('uploadKeyFromUrl', () => {
  const key = 'uploads/3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
  it.each([
    `/api/storage/${key}?expires=1&sig=x`,
    `http://127.0.0.1:3000/api/storage/${key}`,
    `http://127.0.0.1:9000/bucket/${key}?X-Amz-Signature=abc`,
    `https://bucket.s3.eu-west-1.amazonaws.com/${key}`,
    key,
  ])('finds the key in %s', (url) => {
    expect(uploadKeyFromUrl(url)).toBe(key);
  });

  it.each([
    '',
    'https://evil.example/x.pdf',
    `/api/storage/${key}/extra`,
    '%E0%A4%A',
    'documents/3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  ])('finds none in %j', (url) => {
    expect(uploadKeyFromUrl(url)).toBeNull();
  });
});
