import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../../tests/support/document-fixtures.js';
import {
  docxInflatingTo,
  docxOf,
  wordDocumentXml,
  wordParagraph,
} from '../../../../tests/support/hostile-docx.js';
import { pdfInflatingTo, pdfWithPages } from '../../../../tests/support/hostile-pdfs.js';
import { registerUser } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { createSlot, putUpload, registerUpload } from '../../../../tests/support/uploads.js';
import type { UploadKind } from '../../../shared/domain/uploads.js';
import { TOO_MANY_PAGES, tooComplexMessage, UNREADABLE } from './register-document.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cr-hostile-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Uploads through the signed address, registers, and tells whether the upload was kept. */
async function upload(bytes: Buffer, kind: UploadKind = 'statement') {
  const { cookie } = await registerUser(t.app);
  const uploadURL = await createSlot(t.app, cookie, kind);
  expect((await putUpload(t.app, uploadURL, bytes)).statusCode).toBe(200);
  const response = await registerUpload(t.app, cookie, uploadURL.split('?')[0]!);
  const key = uploadURL.split('?')[0]!.replace('/api/storage/', '');
  return { response, kept: existsSync(path.join(dataDir, key)) };
}

describe('PUT /api/documents refuses files too complex to read', () => {
  it('answers 400 for a PDF of 10,000 pages and deletes it', async () => {
    const { response, kept } = await upload(pdfWithPages(10_000));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TOO_MANY_PAGES);
    expect(kept).toBe(false);
  });

  it('answers 400 for a PDF whose content inflates to 1 GB, suggesting pasted text', async () => {
    const { response, kept } = await upload(pdfInflatingTo(1024));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(tooComplexMessage('statement'));
    expect(response.json().message).toMatch(/paste the text/);
    expect(kept).toBe(false);
  });

  it('answers 400 for a DOCX CV that lies about its size, without suggesting pasting', async () => {
    const { response } = await upload(docxInflatingTo(1024), 'cv');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(tooComplexMessage('cv'));
    expect(response.json().message).not.toMatch(/paste/);
  });

  it('answers 400 for a DOCX with an entry named ../../x', async () => {
    const docx = docxOf(wordDocumentXml(wordParagraph('Hi')), [
      { name: '../../x', data: Buffer.from('x') },
    ]);
    const { response } = await upload(docx);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UNREADABLE);
  });

  it('keeps answering while hostile files are read, and still registers a normal one', async () => {
    const uploads = Promise.all([
      upload(pdfInflatingTo(1024)),
      upload(pdfWithPages(10_000)),
      upload(docxInflatingTo(1024)),
      upload(pdfInflatingTo(1024)),
      upload(await makePdf(['A normal statement.'])),
    ]);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const statuses = (await uploads).map(({ response }) => response.statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 200]);
  });
});
