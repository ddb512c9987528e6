import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '../../../../scripts/lib/s3rver.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  makeDocx,
  pdfLikeOfSize,
  windowsExecutable,
} from '../../../../tests/support/document-fixtures.js';
import { registerUser } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { createSlot, registerUpload } from '../../../../tests/support/uploads.js';
import { UPLOAD_SLOT_TTL_MS } from '../../../shared/domain/uploads.js';
import type { AppConfig, S3Config } from '../../config.js';
import { documents } from '../../db/schema/index.js';
import { expireUploadSlots } from '../../jobs/cleanup.js';
import { NOT_A_DOCUMENT } from './register-document.js';
import { createS3Storage, type S3Storage } from './s3-storage.js';
import { uploadKeyFromUrl } from './storage.js';
import { storageConnectOrigins } from './storage-driver.js';

// s3rver accepts any signature, so these tests cover the S3 wiring (presigning, path-style
// addresses, checksums, disposition); signature security is tested on the local driver.
const directory = mkdtempSync(path.join(os.tmpdir(), 'cr-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: 'counsel-test' }],
});
// Filled in before useTestApp's own beforeAll reads it (hooks run in registration order).
const overrides: Partial<AppConfig> = {};
let s3: S3Config;
let storage: S3Storage;

beforeAll(async () => {
  const { port } = await server.run();
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'counsel-test',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  overrides.s3 = s3;
  storage = createS3Storage(s3);
});
const t = useTestApp(overrides);
afterAll(async () => {
  await storage?.close();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const MB = 1024 * 1024;

async function uploadTo(uploadURL: string, bytes: Buffer, type = 'application/pdf') {
  const response = await fetch(uploadURL, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': type },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('S3 storage driver against s3rver', () => {
  it('uploads by presigned PUT, registers, and downloads the same bytes by presigned GET', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    expect(uploadURL.startsWith(`${s3.endpoint}/counsel-test/uploads/`)).toBe(true);
    expect(new URL(uploadURL).searchParams.get('X-Amz-Expires')).toBe('900');
    expect(uploadURL).not.toMatch(/x-amz-checksum|x-amz-sdk-checksum/i);

    const docx = await makeDocx(['Stored in a bucket, read by a reviewer.']);
    await uploadTo(
      uploadURL,
      docx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const registered = await registerUpload(
      t.app,
      cookie,
      uploadURL.split('?')[0]!,
      'Bucket statement.docx',
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({
      fileName: 'Bucket statement.docx',
      wordCount: 8,
      sizeBytes: docx.length,
    });

    // Only the checked copy remains.
    expect(await storage.statObject(uploadKeyFromUrl(uploadURL)!)).toBeNull();

    const redirect = await t.app.inject({
      method: 'GET',
      url: `${registered.json().documentPath}/download`,
      headers: { cookie },
    });
    expect(redirect.statusCode).toBe(302);
    const location = redirect.headers.location as string;
    expect(location.startsWith(`${s3.endpoint}/counsel-test/documents/`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('300');

    const download = await fetch(location);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(docx)).toBe(true);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Bucket statement.docx"; filename*=UTF-8''Bucket%20statement.docx`,
    );
  });

  it('refuses an empty object as empty, without a ranged read S3 answers with an error', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    await uploadTo(uploadURL, Buffer.alloc(0));
    const response = await registerUpload(t.app, cookie, uploadURL);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file is empty. Choose the PDF or DOCX file again.');
    expect(await storage.statObject(uploadKeyFromUrl(uploadURL)!)).toBeNull();
  });

  it('refuses an object over the limit at registration (a presigned PUT cannot cap it) and deletes it', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    await uploadTo(uploadURL, pdfLikeOfSize(2 * MB + 1));
    const response = await registerUpload(t.app, cookie, uploadURL);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^The file is larger than 2 MB\./);
    expect(await storage.statObject(uploadKeyFromUrl(uploadURL)!)).toBeNull();
  });

  it('reads at most one byte past the limit it is given', async () => {
    const key = `documents/${randomUUID()}`;
    const bytes = pdfLikeOfSize(1000);
    await storage.writeObject(key, bytes, 'application/pdf');
    expect((await storage.readObject(key, 10)).equals(bytes.subarray(0, 11))).toBe(true);
    expect((await storage.readObject(key, 5000)).equals(bytes)).toBe(true);
  });

  it('removes what is written to an upload address after its file was registered', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    await uploadTo(uploadURL, await makeDocx(['Registered, then written over.']));
    const registered = await registerUpload(t.app, cookie, uploadURL);
    expect(registered.statusCode).toBe(200);
    // The presigned address is still good at S3 until it expires.
    await uploadTo(uploadURL, pdfLikeOfSize(MB));
    const key = uploadKeyFromUrl(uploadURL)!;
    expect(await storage.statObject(key)).toEqual({ size: MB });

    t.clock.advance(UPLOAD_SLOT_TTL_MS + 1000);
    await expireUploadSlots({ ...t.deps, storage });
    expect(await storage.statObject(key)).toBeNull();
    const documentId = (registered.json().documentPath as string).split('/').pop()!;
    const [document] = await t.db.db.select().from(documents).where(eq(documents.id, documentId));
    expect(await storage.statObject(document!.storageKey)).not.toBeNull();
  });

  it('refuses a renamed executable and deletes it', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    await uploadTo(uploadURL, windowsExecutable());
    const response = await registerUpload(t.app, cookie, uploadURL, 'statement.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOT_A_DOCUMENT);
    expect(await storage.statObject(uploadKeyFromUrl(uploadURL)!)).toBeNull();
  });

  it('names the origin browsers upload to, for the Content-Security-Policy', () => {
    expect(storageConnectOrigins(t.deps.config)).toEqual([s3.endpoint]);
    const aws = { ...t.deps.config, s3: { bucket: 'docs', region: 'eu-west-1' } };
    expect(storageConnectOrigins(aws)).toEqual(['https://docs.s3.eu-west-1.amazonaws.com']);
    expect(storageConnectOrigins({ ...t.deps.config, s3: undefined })).toEqual([]);
  });

  it('registers no local storage routes when S3 is configured', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/storage/uploads/3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
      payload: 'x',
    });
    expect(response.statusCode).toBe(404);
  });
});
