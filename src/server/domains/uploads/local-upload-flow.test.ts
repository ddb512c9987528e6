import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf, pdfLikeOfSize } from '../../../../tests/support/document-fixtures.js';
import { registerUser } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { createSlot, putUpload, registerUpload } from '../../../../tests/support/uploads.js';
import { documents, uploadSlots } from '../../db/schema/index.js';
import { findUserByEmail } from '../auth/users.js';
import { UPLOAD_SLOT_TTL_MS } from '../../../shared/domain/uploads.js';
import { expireUploadSlots } from '../../jobs/cleanup.js';
import { receiveLocalUpload, UPLOAD_INTERRUPTED } from './local-transfers.js';
import type { LocalStorage } from './local-storage.js';
import { createStorageDriver } from './storage-driver.js';
import { ONE_READ_AT_A_TIME } from './one-read-per-person.js';
import { registerDocument } from './register-document.js';
import { DOCUMENT_KEY } from './storage.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cr-uploads-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const MB = 1024 * 1024;

/** The storage key a signed upload address writes. */
const uploadKeyOf = (signed: string) => `uploads/${signed.split('?')[0]!.split('/').at(-1)}`;

/** A PUT of `bytes` to a signed upload address whose body ends only once `meanwhile` has run. */
function uploadEndingAfter(
  ctx: Parameters<typeof receiveLocalUpload>[0],
  signed: string,
  bytes: Buffer,
  meanwhile: () => Promise<void>,
) {
  const uploadURL = new URL(signed, 'http://app.test');
  let sent = false;
  const body = new Readable({
    read() {
      if (sent) return;
      sent = true;
      void meanwhile().then(() => {
        this.push(bytes);
        this.push(null);
      });
    },
  });
  return receiveLocalUpload(ctx, {
    id: uploadURL.pathname.split('/').at(-1)!,
    expires: uploadURL.searchParams.get('expires')!,
    sig: uploadURL.searchParams.get('sig')!,
    declaredBytes: bytes.length,
    body,
  });
}

describe('local storage upload flow', () => {
  it('slot, signed PUT, register, metadata, download redirect, signed GET of the same bytes', async () => {
    const { cookie } = await registerUser(t.app);
    const pdf = await makePdf(['Justice delayed is justice denied']);

    const slot = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie },
    });
    expect(slot.statusCode).toBe(200);
    const { uploadURL, method } = slot.json();
    expect(method).toBe('PUT');
    expect(uploadURL).toMatch(/^\/api\/storage\/uploads\/[0-9a-f-]{36}\?expires=\d+&sig=/);

    // No cookie: the signature is the permission. Same-origin browsers send an Origin header.
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: pdf,
      headers: { 'content-type': 'application/pdf', origin: 'http://localhost:80' },
    });
    expect(put.statusCode, put.body).toBe(200);

    const registered = await registerUpload(
      t.app,
      cookie,
      `http://localhost${uploadURL.split('?')[0]}`,
      'My statement.pdf',
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const body = registered.json();
    expect(body).toEqual({
      documentPath: expect.stringMatching(/^\/api\/documents\/[0-9a-f-]{36}$/),
      objectPath: body.documentPath,
      fileName: 'My statement.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      wordCount: 5,
    });

    const metadata = await t.app.inject({
      method: 'GET',
      url: body.documentPath,
      headers: { cookie },
    });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.json()).toMatchObject({
      documentPath: body.documentPath,
      downloadPath: `${body.documentPath}/download`,
      kind: 'statement',
      wordCount: 5,
      text: 'Justice delayed is justice denied',
    });

    const redirect = await t.app.inject({
      method: 'GET',
      url: `${body.documentPath}/download`,
      headers: { cookie },
    });
    expect(redirect.statusCode).toBe(302);
    const location = redirect.headers.location as string;
    expect(location).toMatch(/^\/api\/storage\/documents\/[0-9a-f-]{36}\?expires=\d+&name=/);

    const download = await t.app.inject({ method: 'GET', url: location });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="My statement.pdf"; filename*=UTF-8''My%20statement.pdf`,
    );

    // The upload object is gone; the document lives under its own key.
    const id = body.documentPath.split('/').pop();
    const [row] = await t.db.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.storageKey).toMatch(DOCUMENT_KEY);
    expect(
      existsSync(
        path.join(dataDir, 'uploads', uploadURL.split('?')[0].split('/').slice(-2).join('/')),
      ),
    ).toBe(false);
  });

  it('answers a repeated registration with the same document and refuses to overwrite it', async () => {
    const { cookie } = await registerUser(t.app);
    const pdf = await makePdf(['One two three']);
    const uploadURL = await createSlot(t.app, cookie);
    expect((await putUpload(t.app, uploadURL, pdf)).statusCode).toBe(200);
    const first = await registerUpload(t.app, cookie, uploadURL);
    const second = await registerUpload(t.app, cookie, uploadURL);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().fileName).toBe('statement.pdf');

    const again = await putUpload(t.app, uploadURL, pdf);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already used/);
  });

  it('refuses an upload to a slot that has expired, even with a fresh-looking signature', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    expect((await putUpload(t.app, uploadURL, await makePdf(['Late']))).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1);
    const response = await registerUpload(t.app, cookie, uploadURL);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This upload has expired. Upload the file again.');
  });

  it('does not count refused files as uploads in progress', async () => {
    const { cookie } = await registerUser(t.app);
    // More refusals than the uploads one may have in progress at once (20).
    let refusedURL = '';
    for (let i = 0; i < 21; i++) {
      refusedURL = await createSlot(t.app, cookie);
      expect((await putUpload(t.app, refusedURL, Buffer.from('not a document'))).statusCode).toBe(
        200,
      );
      expect((await registerUpload(t.app, cookie, refusedURL)).statusCode).toBe(400);
    }
    // Nor may a refused file's address take another: it no longer counts as in progress.
    const again = await putUpload(t.app, refusedURL, pdfLikeOfSize(MB));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This upload was already used. Start the upload again.');
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie },
    });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('gives one account at most 20 uploads in progress, however many ask at once', async () => {
    const { cookie } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 26 }, () =>
        t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.json().message).toBe(
      'Too many uploads are in progress. Wait a few minutes, then try again.',
    );
  });

  it('deletes a file whose upload ended after the cleanup job removed its expired slot', async () => {
    const { cookie } = await registerUser(t.app);
    const signed = await createSlot(t.app, cookie);
    const storage = (await createStorageDriver(t.deps.config, t.deps.clock)) as LocalStorage;
    const ctx = { ...t.deps, storage };
    // The bytes trickle in for longer than the slot lives, and the cleanup job runs meanwhile.
    const upload = uploadEndingAfter(ctx, signed, await makePdf(['Sent slowly']), async () => {
      t.clock.advance(UPLOAD_SLOT_TTL_MS + 1000);
      await expireUploadSlots(ctx);
    });
    await expect(upload).rejects.toThrow('This upload link has expired. Start the upload again.');
    expect(await storage.statObject(uploadKeyOf(signed))).toBeNull();
  });

  it('deletes a file whose upload ended after its slot was registered or refused', async () => {
    const { cookie } = await registerUser(t.app);
    const storage = (await createStorageDriver(t.deps.config, t.deps.clock)) as LocalStorage;
    const ctx = { ...t.deps, storage };
    /** Sends `first`, then a second upload to the same address that ends after `meanwhile`. */
    async function lateUpload(first: Buffer, meanwhile: (url: string) => Promise<number>) {
      const signed = await createSlot(t.app, cookie);
      expect((await putUpload(t.app, signed, first)).statusCode).toBe(200);
      let registration = 0;
      const upload = uploadEndingAfter(ctx, signed, pdfLikeOfSize(MB), async () => {
        registration = await meanwhile(signed);
      });
      await expect(upload).rejects.toThrow('This upload was already used. Start the upload again.');
      expect(await storage.statObject(uploadKeyOf(signed))).toBeNull();
      return registration;
    }
    const register = async (url: string) => (await registerUpload(t.app, cookie, url)).statusCode;

    // Refused: the slot no longer counts as in progress, so the late file must not stay; nor
    // may the address be registered again (an S3 address stays writable until it expires).
    let refusedURL = '';
    const refusedFirst = (url: string) => ((refusedURL = url), register(url));
    expect(await lateUpload(Buffer.from('not a document'), refusedFirst)).toBe(400);
    const again = await registerUpload(t.app, cookie, refusedURL);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This upload was refused. Upload the file again.');
    // Registered: the document was copied; what lands at the address afterwards goes.
    expect(await lateUpload(await makePdf(['Registered first']), register)).toBe(200);
  });

  it('answers an upload the browser dropped half way with 400, and keeps nothing of it', async () => {
    const { cookie } = await registerUser(t.app);
    const storage = (await createStorageDriver(t.deps.config, t.deps.clock)) as LocalStorage;
    const uploadURL = new URL(await createSlot(t.app, cookie), 'http://app.test');
    const id = uploadURL.pathname.split('/').at(-1)!;
    // As Node's request stream fails when the client's connection goes.
    const body = new Readable({
      read() {
        this.push(pdfLikeOfSize(1024));
        this.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const upload = receiveLocalUpload(
      { ...t.deps, storage },
      {
        id,
        expires: uploadURL.searchParams.get('expires')!,
        sig: uploadURL.searchParams.get('sig')!,
        declaredBytes: MB,
        body,
      },
    );
    await expect(upload).rejects.toMatchObject({ code: 'validation', message: UPLOAD_INTERRUPTED });
    expect(await storage.statObject(`uploads/${id}`)).toBeNull();
    const files = readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).map(String);
    expect(files.filter((file) => file.includes(id))).toEqual([]);
  });

  it('keeps the row of an expired upload whose file the store failed to delete, for the next run', async () => {
    const { cookie } = await registerUser(t.app);
    const storage = (await createStorageDriver(t.deps.config, t.deps.clock)) as LocalStorage;
    const keys: string[] = [];
    for (const text of ['Left behind', 'Stuck in the store', 'Also left behind']) {
      const uploadURL = await createSlot(t.app, cookie);
      expect((await putUpload(t.app, uploadURL, await makePdf([text]))).statusCode).toBe(200);
      keys.push(uploadURL.split('?')[0]!.replace('/api/storage/', ''));
    }
    const stuck = keys[1]!;
    const failing = {
      ...storage,
      async deleteObject(key: string) {
        if (key === stuck) throw new Error('store unavailable');
        return storage.deleteObject(key);
      },
    };
    const slotKeys = async () =>
      (await t.db.db.select({ key: uploadSlots.storageKey }).from(uploadSlots))
        .map((slot) => slot.key)
        .filter((key) => keys.includes(key));
    t.clock.advance(UPLOAD_SLOT_TTL_MS + 1000);

    await expect(expireUploadSlots({ ...t.deps, storage: failing })).rejects.toThrow(
      `Deleting the expired uploads ${stuck} failed; the next run tries again.`,
    );
    expect(await slotKeys()).toEqual([stuck]);
    expect(await storage.statObject(stuck)).not.toBeNull();
    for (const key of [keys[0]!, keys[2]!]) expect(await storage.statObject(key)).toBeNull();

    expect(await expireUploadSlots({ ...t.deps, storage })).toBe(1);
    expect(await slotKeys()).toEqual([]);
    expect(await storage.statObject(stuck)).toBeNull();
  });

  it("answers 404 for another user's slot", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, owner.cookie);
    expect((await putUpload(t.app, uploadURL, await makePdf(['Mine']))).statusCode).toBe(200);
    const response = await registerUpload(t.app, other.cookie, uploadURL);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This upload was not found. Upload the file again.');
  });

  it('stops a PUT past the slot limit with 413, by declared length or while streaming', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    const declared = await putUpload(t.app, uploadURL, pdfLikeOfSize(2 * MB + 1));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toMatch(/^The file is larger than 2 MB\./);

    const streamed = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: Readable.from([pdfLikeOfSize(MB), pdfLikeOfSize(MB), Buffer.from('x')]),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(streamed.statusCode).toBe(413);
    const register = await registerUpload(t.app, cookie, uploadURL);
    expect(register.statusCode).toBe(400);
    expect(register.json().message).toBe('No file was uploaded to this address. Upload it again.');

    // Exactly at the limit is fine, and so is a PUT with no content type at all.
    const atLimit = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: pdfLikeOfSize(2 * MB),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
  });

  it('takes a PUT with neither a body nor a content type as an empty file, refused as empty', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    const bare = await t.app.inject({ method: 'PUT', url: uploadURL });
    expect(bare.statusCode, bare.body).toBe(200);
    const register = await registerUpload(t.app, cookie, uploadURL);
    expect(register.statusCode).toBe(400);
    expect(register.json().message).toBe('The file is empty. Choose the PDF or DOCX file again.');
    // Nothing half-written is left behind in the uploads folder.
    const files = readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith('.part'))).toEqual([]);
  });

  it('gives annotation slots 5 MB to reviewers only, and signed-out callers a 401', async () => {
    const { cookie } = await registerUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload?kind=annotation',
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(403);

    const cv = await createSlot(t.app, cookie, 'cv');
    const key = cv.split('?')[0]!.replace('/api/storage/', '');
    const [slot] = await t.db.db.select().from(uploadSlots).where(eq(uploadSlots.storageKey, key));
    expect(slot).toMatchObject({ kind: 'cv', maxBytes: 5 * MB });
    expect(slot!.expiresAt.getTime() - slot!.createdAt.getTime()).toBe(15 * 60 * 1000);

    const signedOut = await t.app.inject({ method: 'POST', url: '/api/objects/upload' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toMatch(/Unauthorized/);
  });

  it('keeps the bytes its text was read from when two registrations of one upload race', async () => {
    const { cookie, email } = await registerUser(t.app);
    const actor = (await findUserByEmail(t.db.db, email))!;
    const uploadURL = await createSlot(t.app, cookie);
    const first = await makePdf(['The first statement, as the owner uploaded it.']);
    const second = await makePdf(['A second statement, written over the first one.']);
    expect((await putUpload(t.app, uploadURL, first)).statusCode).toBe(200);

    // The owner writes the upload again while two registrations are under way: the first
    // reads the first file and registers it; the second reads the second file after that.
    const storage = await createStorageDriver(t.deps.config, t.deps.clock);
    let firstDone!: () => void;
    const firstRegistered = new Promise<void>((resolve) => (firstDone = resolve));
    let bothPastTheCheck!: () => void;
    const bothStatted = new Promise<void>((resolve) => (bothPastTheCheck = resolve));
    let stats = 0;
    let reads = 0;
    const written: string[] = [];
    const racing = {
      ...storage,
      async statObject(key: string) {
        if (++stats === 2) bothPastTheCheck();
        return storage.statObject(key);
      },
      async writeObject(...args: Parameters<typeof storage.writeObject>) {
        written.push(args[0]);
        return storage.writeObject(...args);
      },
      async readObject(key: string, limit: number) {
        if (++reads === 1) {
          await bothStatted;
          return storage.readObject(key, limit);
        }
        await firstRegistered;
        return second;
      },
    };
    const ctx = { ...t.deps, storage: racing, actor };
    const input = { documentURL: uploadURL.split('?')[0]!, fileName: 'statement.pdf' };
    const registering = [registerDocument(ctx, input), registerDocument(ctx, input)];
    // The one that read first finishes; the other is still waiting to read.
    const winner = await Promise.race(registering);
    firstDone();
    const [one, other] = await Promise.all(registering);
    expect(one).toEqual(other);

    const id = winner.documentPath.split('/').pop()!;
    const [row] = await t.db.db.select().from(documents).where(eq(documents.id, id));
    expect(row!.extractedText).toContain('The first statement');
    const stored = await storage.readObject(row!.storageKey, 5 * MB);
    expect(stored.equals(first)).toBe(true);
    // The second copy was not kept.
    expect(written).toHaveLength(2);
    for (const key of written.filter((key) => key !== row!.storageKey)) {
      expect(await storage.statObject(key)).toBeNull();
    }
  });
  it('reads one file at a time per person: a second upload while the first is read is asked to wait', async () => {
    const { cookie, email } = await registerUser(t.app);
    const actor = (await findUserByEmail(t.db.db, email))!;
    const urls = [await createSlot(t.app, cookie), await createSlot(t.app, cookie)];
    for (const url of urls) {
      expect((await putUpload(t.app, url, await makePdf(['My statement.']))).statusCode).toBe(200);
    }
    // Both registrations have their bytes at the same moment, so both reach the readers together.
    const storage = await createStorageDriver(t.deps.config, t.deps.clock);
    let bothRead!: () => void;
    const together = new Promise<void>((resolve) => (bothRead = resolve));
    let reads = 0;
    const inStep = {
      ...storage,
      async readObject(key: string, limit: number) {
        const bytes = await storage.readObject(key, limit);
        if (++reads === 2) bothRead();
        await together;
        return bytes;
      },
    };
    const ctx = { ...t.deps, storage: inStep, actor };
    const outcomes = await Promise.allSettled(
      urls.map((url) => registerDocument(ctx, { documentURL: url.split('?')[0]! })),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected')!;
    expect(refused.reason).toMatchObject({ code: 'rate_limited', message: ONE_READ_AT_A_TIME });

    // The refused upload stays: sent again once the first is read, it is registered.
    const again = urls[outcomes.indexOf(refused)]!;
    const registered = await registerUpload(t.app, cookie, again.split('?')[0]!);
    expect(registered.statusCode).toBe(200);
  });
});
