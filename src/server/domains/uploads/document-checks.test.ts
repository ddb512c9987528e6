import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  makeDocx,
  makePdf,
  pdfLikeOfSize,
  windowsExecutable,
} from '../../../../tests/support/document-fixtures.js';
import { registerUser } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import {
  createSlot,
  putUpload,
  registerUpload,
  uploadDocument,
} from '../../../../tests/support/uploads.js';
import { MAX_STATEMENT_CHARS } from '../../../shared/domain/text-limits.js';
import { NOT_A_DOCUMENT, STATEMENT_TOO_LONG, UNREADABLE } from './register-document.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cr-doc-checks-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const keyOf = (uploadURL: string) => uploadURL.split('?')[0]!.replace('/api/storage/', '');
const fileOf = (uploadURL: string) => path.join(dataDir, 'uploads', keyOf(uploadURL));

/** Registers bytes put straight into storage (a bucket cannot cap a presigned PUT's size). */
async function registerStored(bytes: Buffer, fileName?: string) {
  const { cookie } = await registerUser(t.app);
  const uploadURL = await createSlot(t.app, cookie);
  mkdirSync(path.dirname(fileOf(uploadURL)), { recursive: true });
  writeFileSync(fileOf(uploadURL), bytes);
  const response = await registerUpload(t.app, cookie, uploadURL, fileName);
  return { response, stored: () => existsSync(fileOf(uploadURL)) };
}

describe('PUT /api/documents checks the stored bytes', () => {
  it('extracts every page of a real PDF and counts its words', async () => {
    const { cookie } = await registerUser(t.app);
    const pdf = await makePdf([
      'I first read a contract at fourteen.\nIt was my mother’s lease.',
      'Page two: why I want to study law.',
    ]);
    const registered = await uploadDocument(t.app, cookie, pdf, 'Personal Statement.PDF');
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({ fileName: 'Personal Statement.pdf', wordCount: 20 });

    const metadata = await t.app.inject({
      method: 'GET',
      url: registered.json().documentPath,
      headers: { cookie },
    });
    expect(metadata.json().text).toBe(
      'I first read a contract at fourteen.\nIt was my mother’s lease.\n\nPage two: why I want to study law.',
    );
  });

  it('extracts a real DOCX and names it by its content, not the name it was sent with', async () => {
    const { cookie } = await registerUser(t.app);
    const docx = await makeDocx(['Advocacy begins with listening.', 'Then it argues.']);
    const registered = await uploadDocument(t.app, cookie, docx, 'C:\\Users\\me\\statement.pdf');
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({
      fileName: 'statement.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sizeBytes: docx.length,
      wordCount: 7,
    });
  });

  it('refuses a statement file of more text than a pasted statement may hold, and deletes it', async () => {
    const { cookie } = await registerUser(t.app);
    const paragraph = 'I argue for people who cannot argue for themselves. '.repeat(20);
    const longest = Math.ceil(MAX_STATEMENT_CHARS / paragraph.length) + 1;
    const uploadURL = await createSlot(t.app, cookie);
    const docx = await makeDocx(Array.from({ length: longest }, () => paragraph));
    expect((await putUpload(t.app, uploadURL, docx)).statusCode).toBe(200);
    const response = await registerUpload(t.app, cookie, uploadURL.split('?')[0]!);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(STATEMENT_TOO_LONG);
    expect(existsSync(fileOf(uploadURL))).toBe(false);

    // Up to the limit it is a statement; a CV is not held to it.
    const fits = await makeDocx([paragraph.repeat(2)]);
    expect((await uploadDocument(t.app, cookie, fits)).statusCode).toBe(200);
    const cv = await uploadDocument(t.app, cookie, docx, 'cv.docx', 'cv');
    expect(cv.statusCode, cv.body).toBe(200);
  });

  it('refuses a file over 2 MB with 413 and deletes it', async () => {
    const { response, stored } = await registerStored(pdfLikeOfSize(2 * MB + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^The file is larger than 2 MB\./);
    expect(stored()).toBe(false);
  });

  it('refuses a renamed .exe called statement.pdf and deletes it', async () => {
    const { response, stored } = await registerStored(windowsExecutable(), 'statement.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOT_A_DOCUMENT);
    expect(stored()).toBe(false);
  });

  it('refuses a ZIP that is not a Word document, and an empty file', async () => {
    const docx = await makeDocx(['x']);
    // Same ZIP structure, but the Word part renamed: a plain archive.
    const renamed = Buffer.from(
      docx.toString('latin1').replaceAll('word/document.xml', 'word/documenX.xml'),
      'latin1',
    );
    const zip = await registerStored(renamed);
    expect(zip.response.json().message).toBe(NOT_A_DOCUMENT);

    const empty = await registerStored(Buffer.alloc(0));
    expect(empty.response.statusCode).toBe(400);
    expect(empty.response.json().message).toBe(
      'The file is empty. Choose the PDF or DOCX file again.',
    );
    expect(empty.stored()).toBe(false);
  });

  it('refuses a corrupt PDF or DOCX it cannot read', async () => {
    const pdf = await registerStored(Buffer.from('%PDF-1.7\nthis is not really a PDF at all'));
    expect(pdf.response.statusCode).toBe(400);
    expect(pdf.response.json().message).toBe(UNREADABLE);
    expect(pdf.stored()).toBe(false);

    // The ZIP directory still names word/document.xml, but the compressed parts are garbage.
    const docx = await makeDocx(['Scrambled']);
    const directory = docx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const scrambled = Buffer.from(docx);
    scrambled.fill(0xab, 40, directory - 40);
    const broken = await registerStored(scrambled);
    expect(broken.response.statusCode).toBe(400);
    expect(broken.response.json().message).toBe(UNREADABLE);
  });

  it('answers 400 when nothing was uploaded yet', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    const response = await registerUpload(t.app, cookie, uploadURL);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No file was uploaded to this address. Upload it again.');
    expect((await putUpload(t.app, uploadURL, await makePdf(['Now']))).statusCode).toBe(200);
    expect((await registerUpload(t.app, cookie, uploadURL)).statusCode).toBe(200);
  });

  it.each([
    [{}, 'documentURL is required: the address the file was uploaded to.'],
    [{ documentURL: '' }, 'documentURL is required: the address the file was uploaded to.'],
    [{ documentURL: 42 }, 'documentURL is required: the address the file was uploaded to.'],
    [
      { documentURL: 'https://evil.example/x.pdf' },
      'documentURL is not an upload address from POST /api/objects/upload.',
    ],
    [
      { documentURL: '/api/storage/uploads/../../etc/passwd' },
      'documentURL is not an upload address from POST /api/objects/upload.',
    ],
  ])('answers 400 with a message for the body %j', async (payload, message) => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/documents',
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 400 for an unknown upload kind and 401 when signed out', async () => {
    const { cookie } = await registerUser(t.app);
    const badKind = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie },
      payload: { kind: 'photo' },
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe('Kind must be statement, annotation or cv.');

    const signedOut = await t.app.inject({
      method: 'PUT',
      url: '/api/documents',
      payload: { documentURL: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
